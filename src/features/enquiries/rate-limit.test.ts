import { describe, expect, it } from 'vitest'
import { isWithinLimit } from './rate-limit'

describe('client submission limit', () => {
  const now = 1_000_000
  it('allows five submissions in a minute and refuses the sixth', () => {
    expect(isWithinLimit([now - 50_000, now - 40_000, now - 30_000, now - 20_000], now)).toBe(true)
    expect(isWithinLimit([now - 50_000, now - 40_000, now - 30_000, now - 20_000, now - 10_000], now)).toBe(false)
  })

  it('forgets submissions older than 60 seconds', () => {
    expect(isWithinLimit([now - 59_999, now - 59_000, now - 58_000, now - 57_000, now - 56_000], now)).toBe(false)
    expect(isWithinLimit([now - 61_000, now - 60_000, now - 59_000, now - 58_000, now - 57_000], now)).toBe(true)
  })
})
