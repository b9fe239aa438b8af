import { describe, expect, it } from 'vitest'
import { replayVerdict } from './replay-verdict'

describe('replayVerdict', () => {
  it('counts a stored or already-stored enquiry as delivered', () => {
    expect(replayVerdict(201)).toBe('delivered')
    expect(replayVerdict(200)).toBe('delivered')
  })

  it('retries when the server is busy, rate-limiting or failing', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(replayVerdict(status)).toBe('retry')
  })

  it('gives up on a refusal, which no retry can change', () => {
    for (const status of [400, 403, 413, 415, 422]) expect(replayVerdict(status)).toBe('refused')
  })
})
