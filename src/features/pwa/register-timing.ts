/** product §4: the service worker is registered 2 s after load, once the page is visible. */
export const registrationDelayMs = 2000

export function whenVisibleAfter(delayMs: number, run: () => void, doc: Document = document): () => void {
  let cancelled = false
  const onVisible = () => {
    if (doc.visibilityState !== 'visible') return
    doc.removeEventListener('visibilitychange', onVisible)
    if (!cancelled) run()
  }
  const timer = setTimeout(() => {
    if (doc.visibilityState === 'visible') run()
    else doc.addEventListener('visibilitychange', onVisible)
  }, delayMs)
  return () => {
    cancelled = true
    clearTimeout(timer)
    doc.removeEventListener('visibilitychange', onVisible)
  }
}
