import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'

// JSON fields come back as null when empty.
const stringList = v.nullish(v.array(v.string()), () => [])
const text = v.optional(v.string(), '')

/**
 * A published `blog_posts` record as the public API returns it, and as the server writes it into a
 * story page it serves (server/stories.go): the same fields under the same names.
 */
export const storyRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  slug: text,
  title_en: text,
  title_nl: text,
  excerpt_en: text,
  excerpt_nl: text,
  body_en: text,
  body_nl: text,
  category_en: text,
  category_nl: text,
  tags_en: stringList,
  tags_nl: stringList,
  read_time_minutes: v.optional(v.number(), 0),
  published_at: text,
  updated: text,
  image: text,
  image_alt_en: text,
  image_alt_nl: text,
  image_url: text,
  featured: v.optional(v.boolean(), false),
})

export type StoryRecord = v.InferOutput<typeof storyRecordSchema>

export function parseStoryRecord(value: unknown): StoryRecord {
  return v.parse(storyRecordSchema, value)
}

/** A story in one language, ready to show. */
export interface Story {
  id: string
  slug: string
  title: string
  excerpt: string
  body: string
  category: string
  tags: readonly string[]
  readTimeMinutes?: number
  /** PocketBase date text, or undefined. */
  publishedAt?: string
  updatedAt?: string
  /** The uploaded image's file name in storage (its URLs are the caller's to build). */
  image?: string
  imageAlt: string
  featured: boolean
}

export function storyIn(record: StoryRecord, locale: Locale): Story {
  const nl = locale === 'nl'
  return {
    id: record.id,
    slug: record.slug,
    title: nl ? record.title_nl : record.title_en,
    excerpt: nl ? record.excerpt_nl : record.excerpt_en,
    body: nl ? record.body_nl : record.body_en,
    category: nl ? record.category_nl : record.category_en,
    tags: nl ? record.tags_nl : record.tags_en,
    readTimeMinutes: record.read_time_minutes || undefined,
    publishedAt: record.published_at || undefined,
    updatedAt: record.updated || undefined,
    image: record.image || undefined,
    imageAlt: nl ? record.image_alt_nl : record.image_alt_en,
    featured: record.featured,
  }
}

/** The address of an uploaded story image in a thumb size (PocketBase's file URL, relative to the site). */
export function storyImagePath(record: Pick<StoryRecord, 'collectionId' | 'id' | 'image'>, thumb: '640x360' | '1280x720'): string {
  return `${storyImageFile(record)}?thumb=${thumb}`
}

/** The uploaded image itself, whose widths the server makes in AVIF or WebP (?w=, decision 034). */
export function storyImageFile(record: Pick<StoryRecord, 'collectionId' | 'id' | 'image'>): string {
  return `/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(record.image)}`
}
