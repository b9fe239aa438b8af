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
 * Runs each step in an idle callback of its own: several module requests in one callback made one
 * long task. All are scheduled at once, so none waits for another's network response. Returns a
 * cancel function for the steps that have not run yet.
 */
export function eachWhenIdle(steps: readonly (() => Promise<unknown>)[], win: Window = window): () => void {
  const cancels = steps.map((step) => whenIdle(() => void step().catch(() => undefined), win))
  return () => {
    for (const cancel of cancels) cancel()
  }
}

const engagement = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const

/**
 * Runs once the visitor starts using the page (moves the pointer, presses, types, scrolls) or after
 * `delayMs`, whichever comes first: for speculative work, such as fetching code the page may need
 * later, that should not compete with the first seconds of a page load on a slow phone. Returns a
 * cancel function.
 */
export function whenEngagedOrAfter(delayMs: number, run: () => void, win: Window = window): () => void {
  const options = { capture: true, passive: true }
  const cancel = () => {
    win.clearTimeout(timer)
    for (const type of engagement) win.removeEventListener(type, start, options)
  }
  const start = () => {
    cancel()
    run()
  }
  const timer = win.setTimeout(start, delayMs)
  for (const type of engagement) win.addEventListener(type, start, options)
  return cancel
}

/**
 * Fetches code the page may need later once the visitor starts using the page (or after
 * `delayMs`), each step in an idle moment of its own: the first seconds of a load stay free for
 * what is on screen. Returns a cancel function.
 */
export function prefetchWhenEngaged(steps: readonly (() => Promise<unknown>)[], delayMs: number, win: Window = window): () => void {
  let cancelFetches: () => void = () => undefined
  const cancelWait = whenEngagedOrAfter(delayMs, () => {
    cancelFetches = eachWhenIdle(steps, win)
  }, win)
  return () => {
    cancelWait()
    cancelFetches()
  }
}
