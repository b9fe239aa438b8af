import { describe, expect, it } from 'vitest'
import { shouldReloadOnRetry } from './should-reload'

describe('shouldReloadOnRetry', () => {
  it.each([
    "Cannot read properties of null (reading 'map')",
    "Cannot read property 'x' of undefined",
    'null is not an object (evaluating a.b)',
    'Invalid hook call. Hooks can only be called inside of the body of a function component.',
    'Rendered fewer hooks than expected.',
  ])('reloads for "%s"', (message) => {
    expect(shouldReloadOnRetry(new Error(message))).toBe(true)
  })

  it('re-renders for other errors', () => {
    expect(shouldReloadOnRetry(new Error('Failed to fetch'))).toBe(false)
    expect(shouldReloadOnRetry('plain string')).toBe(false)
  })
})
