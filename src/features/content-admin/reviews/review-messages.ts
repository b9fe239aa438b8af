import { msg } from '@lingui/core/macro'

/** The review screen's notifications and field messages. */
export const reviewMessages = {
  loadFailed: msg`Could not load the reviews`,
  saved: msg`Review saved`,
  saveFailed: msg`Could not save the review`,
  removed: msg`Review removed`,
  removeFailed: msg`Could not remove the review`,
  authorMissing: msg`Enter the reviewer's name`,
  ratingMissing: msg`Choose a rating from 1 to 5 stars`,
}

/** What is wrong with a review before it is sent (the collection checks the same again). */
export function reviewProblems(review: { author: string; rating: number }): Partial<Record<'author' | 'rating', keyof typeof reviewMessages>> {
  return {
    ...(review.author.trim() === '' ? { author: 'authorMissing' as const } : {}),
    ...(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5 ? {} : { rating: 'ratingMissing' as const }),
  }
}
