/** Longest wait for the first paint: a tab opened in the background paints nothing until shown. */
export const firstPaintFallbackMs = 2000

/**
 * Runs `start` once, in a task of its own, after the browser reports the first contentful paint
 * (on screen, not only drawn), or after `fallbackMs`. Two animation frames stand in for
 * the report where the Paint Timing API is missing.
 *
 * Runs as part of the inline boot script (see scripts/page-boot.ts), serialized with toString():
 * it must stay self-contained, with no imports and no names from outside the function.
 */
export function afterFirstPaint(win: Window & typeof globalThis, start: () => void, fallbackMs: number): void {
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    start()
  }
  const soon = () => win.setTimeout(startOnce)
  win.setTimeout(startOnce, fallbackMs)
  try {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      soon()
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    win.requestAnimationFrame(() => win.requestAnimationFrame(soon))
  }
}
