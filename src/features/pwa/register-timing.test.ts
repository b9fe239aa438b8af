import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenVisibleAfter } from './register-timing'

function fakeDocument(state: DocumentVisibilityState) {
  const target = new EventTarget()
  return Object.assign(target, { visibilityState: state }) as unknown as Document & {
    visibilityState: DocumentVisibilityState
  }
}

describe('service worker registration timing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs 2 s after load when the page is visible', () => {
    const run = vi.fn()
    whenVisibleAfter(2000, run, fakeDocument('visible'))
    vi.advanceTimersByTime(1999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
  })

  it('waits for a hidden page to become visible', () => {
    const run = vi.fn()
    const doc = fakeDocument('hidden')
    whenVisibleAfter(2000, run, doc)
    vi.advanceTimersByTime(5000)
    expect(run).not.toHaveBeenCalled()
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(run).toHaveBeenCalledOnce()
  })

  it('can be cancelled', () => {
    const run = vi.fn()
    const cancel = whenVisibleAfter(2000, run, fakeDocument('visible'))
    cancel()
    vi.advanceTimersByTime(3000)
    expect(run).not.toHaveBeenCalled()
  })
})
