import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'
import { averageRating, isCountedRating } from '~/lib/reviews/average-rating'

/** A `reviews` record as the public API returns it (pb_migrations/*_create_reviews.js). */
const reviewRecordSchema = v.object({
  id: v.string(),
  author: v.string(),
  rating: v.number(),
  body_en: v.optional(v.string(), ''),
  body_nl: v.optional(v.string(), ''),
  date_published: v.optional(v.string(), ''),
  source: v.optional(v.string(), ''),
})

export type ReviewRecord = v.InferOutput<typeof reviewRecordSchema>

/**
 * How many of the newest reviews the site shows. The served structured data lists the same ones,
 * review for review (`reviewsInJSONLD` in server/rating.go; tests/e2e/reviews.spec.ts compares them).
 */
export const reviewsShown = 3

export interface Testimonial {
  id: string
  author: string
  rating: number
  /** Empty when the review has a rating only. */
  body: string
  /** YYYY-MM-DD, or empty. */
  date: string
  source: string
}

/** What the site shows of the reviews: the average of them all, how many, and the newest few. */
export interface ReviewSummary {
  average: number
  count: number
  newest: Testimonial[]
}

/** Every published review, newest first: the average counts them all (as the structured data does). */
async function fetchPublishedReviews(): Promise<ReviewRecord[]> {
  const records = await (await pocketbase()).collection('reviews').getFullList({
    filter: 'published=true',
    sort: '-date_published,-created',
    fields: 'id,author,rating,body_en,body_nl,date_published,source',
  })
  return records.map((record) => v.parse(reviewRecordSchema, record))
}

export function publishedReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews', 'published'],
    queryFn: fetchPublishedReviews,
    enabled: isBrowser,
  })
}

function toTestimonial(record: ReviewRecord, locale: Locale): Testimonial {
  const body = locale === 'nl' ? record.body_nl || record.body_en : record.body_en || record.body_nl
  return {
    id: record.id,
    author: record.author,
    rating: record.rating,
    body,
    date: record.date_published.slice(0, 10),
    source: record.source,
  }
}

/**
 * The summary in the reader's language, or undefined without a published review. The average is
 * rounded to one decimal, as in the structured data (server/rating.go).
 */
export function summariseReviews(records: readonly ReviewRecord[], locale: Locale): ReviewSummary | undefined {
  const valid = records.filter((record) => isCountedRating(record.rating))
  const average = averageRating(valid.map((record) => record.rating))
  if (average === undefined) return undefined
  return {
    average,
    count: valid.length,
    newest: valid.slice(0, reviewsShown).map((record) => toTestimonial(record, locale)),
  }
}
