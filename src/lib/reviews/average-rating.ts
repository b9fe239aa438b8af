/** Whether a stored rating counts: a whole number of stars from 1 to 5 (server/rating.go skips the rest too). */
export const isCountedRating = (rating: number): boolean => Number.isInteger(rating) && rating >= 1 && rating <= 5

/**
 * The average the site shows and the structured data states: the mean of the counted ratings,
 * rounded to one decimal (server/rating.go), or undefined without any.
 */
export function averageRating(ratings: readonly number[]): number | undefined {
  const counted = ratings.filter(isCountedRating)
  if (counted.length === 0) return undefined
  return Math.round((counted.reduce((sum, rating) => sum + rating, 0) / counted.length) * 10) / 10
}
