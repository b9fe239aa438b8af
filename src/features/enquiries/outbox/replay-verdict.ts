export type ReplayVerdict = 'delivered' | 'retry' | 'refused'

/**
 * What a replayed enquiry's status means. Busy or broken servers are asked again later; a refusal
 * (the rules changed since the form checked them) is final, so the visitor is told instead.
 */
export function replayVerdict(status: number): ReplayVerdict {
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 408 || status === 429 || status >= 500) return 'retry'
  return 'refused'
}
