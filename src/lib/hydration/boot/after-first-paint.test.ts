import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void

/** A window whose timers, frames and paint reports the test releases by hand. */
function fakeWindow({ paintTiming = true } = {}) {
  const timers: { run: () => void; delay: number }[] = []
  const frames: (() => void)[] = []
  const observers: { callback: PaintCallback; disconnected: boolean }[] = []
  class FakeObserver {
    private readonly entry: { callback: PaintCallback; disconnected: boolean }
    constructor(callback: PaintCallback) {
      if (!paintTiming) throw new TypeError('PerformanceObserver is not supported')
      this.entry = { callback, disconnected: false }
      observers.push(this.entry)
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true
    }
  }
  const win = {
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    PerformanceObserver: FakeObserver,
  } as unknown as Window & typeof globalThis
  const runTimers = (delay: number) => {
    for (let at = timers.findIndex((t) => t.delay === delay); at >= 0; at = timers.findIndex((t) => t.delay === delay)) {
      timers.splice(at, 1)[0]?.run()
    }
  }
  const report = (names: string[]) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) })
    }
  }
  return { win, frames, runTimers, report }
}

describe('afterFirstPaint', () => {
  it('starts in its own task once the first contentful paint is reported, not at the first paint', () => {
    const { win, runTimers, report } = fakeWindow()
    const start = vi.fn()
    afterFirstPaint(win, start, 2000)
    report(['first-paint'])
    runTimers(0)
    expect(start).not.toHaveBeenCalled()
    report(['first-contentful-paint'])
    expect(start).not.toHaveBeenCalled()
    runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts after the fallback time when nothing is painted (a background tab), and only once', () => {
    const { win, runTimers, report } = fakeWindow()
    const start = vi.fn()
    afterFirstPaint(win, start, 2000)
    runTimers(2000)
    expect(start).toHaveBeenCalledTimes(1)
    report(['first-contentful-paint'])
    runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('waits two frames where the Paint Timing API is missing', () => {
    const { win, frames, runTimers } = fakeWindow({ paintTiming: false })
    const start = vi.fn()
    afterFirstPaint(win, start, 2000)
    frames.shift()?.()
    runTimers(0)
    expect(start).not.toHaveBeenCalled()
    frames.shift()?.()
    runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
