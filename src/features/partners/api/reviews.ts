import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/** A `reviews` record as the public API returns it (pb_migrations/*_create_reviews.js). */
const reviewRecordSchema = v.object({
  id: v.string(),
  author: v.string(),
  rating: v.number(),
  body_en: v.optional(v.string(), ''),
  body_nl: v.optional(v.string(), ''),
  date_published: v.optional(v.string(), ''),
})

export type ReviewRecord = v.InferOutput<typeof reviewRecordSchema>

export interface Testimonial {
  id: string
  author: string
  rating: number
  body: string
}

/** The two newest published reviews: the partners section shows two testimonials (product §2). */
async function fetchLatestReviews(): Promise<ReviewRecord[]> {
  const list = await (await pocketbase())
    .collection('reviews')
    .getList(1, 2, { filter: 'published=true', sort: '-date_published' })
  return list.items.map((record) => v.parse(reviewRecordSchema, record))
}

export function latestReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews', 'latest'],
    queryFn: fetchLatestReviews,
    enabled: isBrowser,
  })
}

export function toTestimonial(record: ReviewRecord, locale: Locale): Testimonial | undefined {
  const body = locale === 'nl' ? record.body_nl || record.body_en : record.body_en || record.body_nl
  if (!body) return undefined
  return { id: record.id, author: record.author, rating: record.rating, body }
}
