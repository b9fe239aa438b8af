import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'

const reviewSchema = v.object({
  id: v.string(),
  author: v.string(),
  rating: v.number(),
  body_en: v.optional(v.string(), ''),
  body_nl: v.optional(v.string(), ''),
  date_published: v.optional(v.string(), ''),
  source: v.optional(v.string(), ''),
  published: v.optional(v.boolean(), false),
})

export type StoredReview = v.InferOutput<typeof reviewSchema>

/** What staff enter for a review; the date as YYYY-MM-DD. */
export type ReviewDraft = Omit<StoredReview, 'id'>

/** Every call the review screen makes, so stories and tests can stand in for the server. */
export interface ReviewApi {
  /** Published reviews and drafts, newest first (the order the site shows them in). */
  list(): Promise<StoredReview[]>
  create(review: ReviewDraft): Promise<StoredReview>
  update(id: string, review: ReviewDraft): Promise<StoredReview>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(reviewSchema, record)

/** The date field as PocketBase stores it: noon UTC, so the calendar day is the same in every time zone here. */
const stored = (review: ReviewDraft) => ({ ...review, date_published: review.date_published ? `${review.date_published} 12:00:00.000Z` : '' })

/** The calls against PocketBase as the signed-in staff member (the server checks the rights). */
export const pocketbaseReviews: ReviewApi = {
  async list() {
    const client = await pocketbase()
    return (await client.collection('reviews').getFullList({ sort: '-date_published,-created' })).map(parse)
  },
  async create(review) {
    return parse(await (await pocketbase()).collection('reviews').create(stored(review)))
  },
  async update(id, review) {
    return parse(await (await pocketbase()).collection('reviews').update(id, stored(review)))
  },
  async remove(id) {
    await (await pocketbase()).collection('reviews').delete(id)
  },
}
