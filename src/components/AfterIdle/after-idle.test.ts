import { describe, expect, it, vi } from 'vitest'
import { eachWhenIdle, whenIdle } from './AfterIdle'

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
    const callbacks: (() => void)[] = []
    const win = {
      requestIdleCallback: (run: () => void) => callbacks.push(run),
      cancelIdleCallback: (handle: number) => {
        callbacks[handle - 1] = () => undefined
      },
    } as unknown as Window
    const runIdle = async () => {
      callbacks.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    return { win, callbacks, runIdle }
  }

  it('runs one step per idle moment, the next only after the previous settled, a failure included', async () => {
    const { win, callbacks, runIdle } = idleWindow()
    const done: string[] = []
    eachWhenIdle(
      [
        () => Promise.reject(new Error('chunk failed')).finally(() => done.push('a')),
        () => Promise.resolve(done.push('b')),
        () => Promise.resolve(done.push('c')),
      ],
      win,
    )
    expect(done).toEqual([])
    expect(callbacks).toHaveLength(1)
    await runIdle()
    expect(done).toEqual(['a'])
    expect(callbacks).toHaveLength(1)
    await runIdle()
    await runIdle()
    expect(done).toEqual(['a', 'b', 'c'])
    expect(callbacks).toHaveLength(0)
  })

  it('stops when cancelled', async () => {
    const { win, runIdle } = idleWindow()
    const done: string[] = []
    const cancel = eachWhenIdle([() => Promise.resolve(done.push('a')), () => Promise.resolve(done.push('b'))], win)
    await runIdle()
    cancel()
    await runIdle()
    expect(done).toEqual(['a'])
  })
})
