/**
 * Runs once the browser has painted the next frame: a requestAnimationFrame callback runs just before
 * the paint, and a task queued from it runs after. Returns a cancel function.
 */
export function afterNextPaint(run: () => void, win: Window = window): () => void {
  let timer: number | undefined
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(run)
  })
  return () => {
    win.cancelAnimationFrame(frame)
    if (timer !== undefined) win.clearTimeout(timer)
  }
}
