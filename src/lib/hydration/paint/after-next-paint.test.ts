import { describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

/** A window whose frames and tasks run only when the test says so. */
function fakeWindow() {
  const frames = new Map<number, () => void>()
  const tasks = new Map<number, () => void>()
  let next = 1
  const win = {
    requestAnimationFrame: (callback: () => void) => (frames.set(next, callback), next++),
    cancelAnimationFrame: (id: number) => frames.delete(id),
    setTimeout: (callback: () => void) => (tasks.set(next, callback), next++),
    clearTimeout: (id: number) => tasks.delete(id),
  } as unknown as Window
  const runAll = (queue: Map<number, () => void>) => {
    const due = [...queue.values()]
    queue.clear()
    for (const callback of due) callback()
  }
  return { win, paint: () => runAll(frames), runTasks: () => runAll(tasks) }
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame itself', () => {
    const { win, paint, runTasks } = fakeWindow()
    const run = vi.fn()
    afterNextPaint(run, win)
    runTasks()
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).not.toHaveBeenCalled()
    runTasks()
    expect(run).toHaveBeenCalledOnce()
  })

  it('does not run once cancelled, before or after the frame', () => {
    const early = fakeWindow()
    const beforeFrame = vi.fn()
    afterNextPaint(beforeFrame, early.win)()
    early.paint()
    early.runTasks()
    expect(beforeFrame).not.toHaveBeenCalled()

    const late = fakeWindow()
    const afterFrame = vi.fn()
    const cancel = afterNextPaint(afterFrame, late.win)
    late.paint()
    cancel()
    late.runTasks()
    expect(afterFrame).not.toHaveBeenCalled()
  })
})
