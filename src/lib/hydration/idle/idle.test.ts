import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eachWhenIdle, whenEngagedOrAfter, whenIdle } from './idle'

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

describe('eachWhenIdle', () => {
  function idleWindow() {
    const callbacks = new Map<number, () => void>()
    let next = 0
    const win = {
      requestIdleCallback: (run: () => void) => {
        callbacks.set(++next, run)
        return next
      },
      cancelIdleCallback: (handle: number) => callbacks.delete(handle),
    } as unknown as Window
    const runNextIdle = () => {
      const [handle, run] = [...callbacks][0] ?? []
      if (handle === undefined || !run) return
      callbacks.delete(handle)
      run()
    }
    return { win, callbacks, runNextIdle }
  }

  it('runs each step in its own idle callback, all scheduled at once, a failing one included', async () => {
    const { win, callbacks, runNextIdle } = idleWindow()
    const done: string[] = []
    eachWhenIdle(
      [
        () => {
          done.push('a')
          return Promise.reject(new Error('chunk failed'))
        },
        () => Promise.resolve(done.push('b')),
        () => Promise.resolve(done.push('c')),
      ],
      win,
    )
    expect(done).toEqual([])
    expect(callbacks.size).toBe(3)
    runNextIdle()
    expect(done).toEqual(['a'])
    runNextIdle()
    runNextIdle()
    expect(done).toEqual(['a', 'b', 'c'])
    // The rejected step is caught, not left unhandled.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

  it('cancels the steps that have not run', () => {
    const { win, callbacks, runNextIdle } = idleWindow()
    const done: string[] = []
    const cancel = eachWhenIdle([() => Promise.resolve(done.push('a')), () => Promise.resolve(done.push('b'))], win)
    runNextIdle()
    cancel()
    expect(callbacks.size).toBe(0)
    expect(done).toEqual(['a'])
  })
})

describe('whenEngagedOrAfter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** A window that only dispatches events and keeps (faked) timers; the work waits for 4 s or engagement. */
  function waitingWork() {
    const win = Object.assign(new EventTarget(), { setTimeout, clearTimeout }) as unknown as Window
    const run = vi.fn()
    const cancel = whenEngagedOrAfter(4000, run, win)
    return { win, run, cancel }
  }

  it('runs once on the first press, key or scroll, and not again on the timer', () => {
    const { win, run } = waitingWork()
    vi.advanceTimersByTime(3999)
    expect(run).not.toHaveBeenCalled()
    win.dispatchEvent(new Event('scroll'))
    win.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(5000)
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs after the delay when the visitor does nothing, and not at all when cancelled', () => {
    const idle = waitingWork()
    vi.advanceTimersByTime(4000)
    expect(idle.run).toHaveBeenCalledOnce()
    const cancelled = waitingWork()
    cancelled.cancel()
    cancelled.win.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(4000)
    expect(cancelled.run).not.toHaveBeenCalled()
  })
})
