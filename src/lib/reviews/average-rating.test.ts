import { describe, expect, it } from 'vitest'
import { averageRating, isCountedRating } from './average-rating'

describe('averageRating', () => {
  it('is the mean of the counted ratings to one decimal, as server/rating.go states it', () => {
    expect(averageRating([5, 5, 4, 5, 5, 4])).toBe(4.7)
    expect(averageRating([4, 5])).toBe(4.5)
    expect(averageRating([5, 0, 7, 3])).toBe(4)
  })

  it('is undefined without a counted rating', () => {
    expect(averageRating([])).toBeUndefined()
    expect(averageRating([0, 6, 2.5])).toBeUndefined()
    expect(isCountedRating(3)).toBe(true)
  })
})
