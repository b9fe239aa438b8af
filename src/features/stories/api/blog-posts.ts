import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'
import { variantSources } from '~/lib/media/image-variants'
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
  /** The uploaded image's widths, in AVIF or WebP (decision 034); none for a linked image. */
  imageSrcSet?: string
  featured: boolean
}

/** A published post with its image's address: an uploaded image (with its widths), else the linked one. */
export type BlogPostListing = BlogPostRecord & { imageUrl?: string; imageSrcSet?: string }

// A card shows its image at most about 600 px wide (the featured one on a wide screen).
const cardImageWidth = 720

async function fetchPublishedPosts(): Promise<BlogPostListing[]> {
  const client = await pocketbase()
  const records = await client.collection('blog_posts').getFullList({ filter: 'published=true', sort: '-published_at' })
  return records.map((record) => {
    const post = parseStoryRecord(record)
    if (!post.image) return { ...post, imageUrl: post.image_url || undefined }
    const { src, srcSet } = variantSources(client.files.getURL(post, post.image), cardImageWidth)
    return { ...post, imageUrl: src, imageSrcSet: srcSet }
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
    imageSrcSet: record.imageSrcSet,
    featured: record.featured,
  }
}
