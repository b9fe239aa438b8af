import { describe, expect, it } from 'vitest'
import { createQueryClient, retryDelay } from './query-client'

describe('data fetching policy', () => {
  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('retries 3 times, stays fresh 5 minutes and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults).toMatchObject({ retry: 3, staleTime: 300_000, refetchOnWindowFocus: false })
  })
})
