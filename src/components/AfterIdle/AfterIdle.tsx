import { useEffect, useState, type ReactNode } from 'react'

/** Longest wait for an idle moment before the children mount anyway. */
const idleTimeoutMs = 3000

/** Runs once the browser is idle (or after the timeout), never during load or hydration work. */
export function whenIdle(run: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: idleTimeoutMs })
    return () => win.cancelIdleCallback(handle)
  }
  const timer = win.setTimeout(run, 1)
  return () => win.clearTimeout(timer)
}

/**
 * Runs the steps one per idle moment, each after the previous one has settled: several module
 * requests in one callback made a long task. Returns a cancel function that stops the rest.
 */
export function eachWhenIdle(steps: readonly (() => Promise<unknown>)[], win: Window = window): () => void {
  let cancelCurrent: () => void = () => undefined
  let cancelled = false
  const runFrom = (index: number) => {
    const step = steps[index]
    if (!step || cancelled) return
    cancelCurrent = whenIdle(() => {
      void step()
        .catch(() => undefined)
        .then(() => runFrom(index + 1))
    }, win)
  }
  runFrom(0)
  return () => {
    cancelled = true
    cancelCurrent()
  }
}

/**
 * Renders nothing on the server and during hydration; mounts the children
 * when the browser is idle. For fixed, non-essential extras (cookie banner,
 * booking widget) whose code should load only after the page is interactive.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready ? <>{children}</> : null
}
