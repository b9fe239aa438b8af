import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'
import { parseStoryRecord, type StoryRecord } from '~/lib/stories/story-record'

export type BlogPostRecord = StoryRecord

/** A post in one language, ready to show. */
export interface StoryPost {
  id: string
  /** Its address's last part; built-in posts have none and no page of their own. */
  slug?: string
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
    const post = parseStoryRecord(record)
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
    slug: record.slug || undefined,
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
