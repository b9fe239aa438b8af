import { describe, expect, it } from 'vitest'
import { reviewsShown, summariseReviews, type ReviewRecord } from './reviews'

const review = (id: string, rating: number, extra: Partial<ReviewRecord> = {}): ReviewRecord => ({
  id,
  author: `Author ${id}`,
  rating,
  body_en: `English ${id}`,
  body_nl: `Nederlands ${id}`,
  date_published: '2026-10-01 10:00:00.000Z',
  source: '',
  ...extra,
})

describe('summariseReviews', () => {
  it('is undefined without a review, so no average of nothing is shown', () => {
    expect(summariseReviews([], 'en')).toBeUndefined()
  })

  it('averages every review to one decimal and shows the newest few, as the structured data does', () => {
    const records = [review('a', 5), review('b', 5), review('c', 4), review('d', 5), review('e', 5), review('f', 4)]
    const summary = summariseReviews(records, 'en')
    expect(summary?.average).toBe(4.7)
    expect(summary?.count).toBe(6)
    expect(summary?.newest.map((item) => item.id)).toEqual(['a', 'b', 'c'].slice(0, reviewsShown))
  })

  it("shows the reader's language, the other when that one is empty, and a rating-only review without text", () => {
    const records = [review('a', 5, { body_nl: '' }), review('b', 4, { body_en: '', body_nl: '' })]
    const [first, second] = summariseReviews(records, 'nl')?.newest ?? []
    expect(first?.body).toBe('English a')
    expect(second?.body).toBe('')
    expect(summariseReviews([review('c', 3)], 'nl')?.newest[0]?.body).toBe('Nederlands c')
  })

  it('leaves out ratings outside 1 to 5, as the server does', () => {
    const summary = summariseReviews([review('a', 5), review('b', 0), review('c', 7), review('d', 3)], 'en')
    expect(summary).toMatchObject({ average: 4, count: 2 })
  })

  it('keeps the calendar date of the review', () => {
    expect(summariseReviews([review('a', 5)], 'en')?.newest[0]?.date).toBe('2026-10-01')
  })
})
