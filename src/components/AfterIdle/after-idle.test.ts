import { describe, expect, it, vi } from 'vitest'
import { whenIdle } from './AfterIdle'

describe('whenIdle', () => {
  it('waits for the browser’s idle callback, with a time limit, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_run: () => void, _options?: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    const run = vi.fn()
    const cancel = whenIdle(run, { requestIdleCallback, cancelIdleCallback } as unknown as Window)
    expect(run).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 3000 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer where there is no idle callback', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    whenIdle(run, { setTimeout, clearTimeout } as unknown as Window)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
    vi.useRealTimers()
  })
})
