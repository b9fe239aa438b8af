import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { partnerRevealStepMs, scheduleStagger } from './stagger'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

it('reveals the first item at once, then one per 200 ms, and stops at the last', () => {
  const onReveal = vi.fn()
  scheduleStagger(4, partnerRevealStepMs, onReveal)
  expect(onReveal).toHaveBeenLastCalledWith(1)
  vi.advanceTimersByTime(199)
  expect(onReveal).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1)
  expect(onReveal).toHaveBeenLastCalledWith(2)
  vi.advanceTimersByTime(400)
  expect(onReveal).toHaveBeenLastCalledWith(4)
  vi.advanceTimersByTime(5000)
  expect(onReveal).toHaveBeenCalledTimes(4)
})

it('stops when cancelled, and does nothing for no items', () => {
  const onReveal = vi.fn()
  const cancel = scheduleStagger(8, 200, onReveal)
  vi.advanceTimersByTime(200)
  cancel()
  vi.advanceTimersByTime(5000)
  expect(onReveal).toHaveBeenCalledTimes(2)

  const none = vi.fn()
  scheduleStagger(0, 200, none)
  vi.advanceTimersByTime(1000)
  expect(none).not.toHaveBeenCalled()
})
