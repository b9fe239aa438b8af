import type { Workbox } from 'workbox-window'

/** product §4: the service worker is registered 2 s after load, once the page is visible. */
export const registrationDelayMs = 2000

/** Long-open tabs look for a new build this often (and whenever they become visible again). */
const updateCheckMs = 60 * 60 * 1000

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

let workbox: Workbox | undefined

export async function registerServiceWorker(onUpdateReady: () => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js', { scope: '/' })
  // Also fires at registration when a new build was already waiting from an earlier visit.
  workbox.addEventListener('waiting', onUpdateReady)
  // Registration failures (private mode, blocked storage) must never break the page.
  const registration = await workbox.register().catch(() => undefined)
  if (!registration) return
  watchForUpdates(workbox)
}

function watchForUpdates(wb: Workbox): void {
  const check = () => void wb.update().catch(() => undefined)
  setInterval(check, updateCheckMs)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

/** Activates the waiting build, then reloads once it controls the page. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (!workbox) return reload()
  workbox.addEventListener('controlling', reload)
  workbox.messageSkipWaiting()
}
