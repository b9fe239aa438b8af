import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

// JSON fields come back as null when empty.
const stringList = v.nullish(v.array(v.string()), () => [])

/** A `blog_posts` record as the public API returns it (pb_migrations/*_create_blog_posts.js). */
const blogPostRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  title_en: v.string(),
  title_nl: v.string(),
  excerpt_en: v.optional(v.string(), ''),
  excerpt_nl: v.optional(v.string(), ''),
  category_en: v.optional(v.string(), ''),
  category_nl: v.optional(v.string(), ''),
  tags_en: stringList,
  tags_nl: stringList,
  read_time_minutes: v.optional(v.number(), 0),
  published_at: v.optional(v.string(), ''),
  image: v.optional(v.string(), ''),
  image_url: v.optional(v.string(), ''),
  featured: v.optional(v.boolean(), false),
})

export type BlogPostRecord = v.InferOutput<typeof blogPostRecordSchema>

/** A post in one language, ready to show. */
export interface StoryPost {
  id: string
  title: string
  excerpt: string
  category: string
  tags: readonly string[]
  readTimeMinutes?: number
  publishedAt?: string
  imageUrl?: string
  featured: boolean
}

/** A published post with its image's address: an uploaded image, else the linked one. */
export type BlogPostListing = BlogPostRecord & { imageUrl?: string }

async function fetchPublishedPosts(): Promise<BlogPostListing[]> {
  const client = await pocketbase()
  const records = await client.collection('blog_posts').getFullList({ filter: 'published=true', sort: '-published_at' })
  return records.map((record) => {
    const post = v.parse(blogPostRecordSchema, record)
    const imageUrl = post.image ? client.files.getURL(post, post.image, { thumb: '640x360' }) : post.image_url || undefined
    return { ...post, imageUrl }
  })
}

export function publishedPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blog_posts', 'published'],
    queryFn: fetchPublishedPosts,
    enabled: isBrowser,
  })
}

export function toStoryPost(record: BlogPostListing, locale: Locale): StoryPost {
  const nl = locale === 'nl'
  return {
    id: record.id,
    title: nl ? record.title_nl : record.title_en,
    excerpt: nl ? record.excerpt_nl : record.excerpt_en,
    category: nl ? record.category_nl : record.category_en,
    tags: nl ? record.tags_nl : record.tags_en,
    readTimeMinutes: record.read_time_minutes || undefined,
    publishedAt: record.published_at || undefined,
    imageUrl: record.imageUrl,
    featured: record.featured,
  }
}
