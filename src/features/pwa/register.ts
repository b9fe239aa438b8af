import type { Workbox } from 'workbox-window'

// Loaded when the page registers the worker (./register-timing), not with the page's start-up code.

/** Long-open tabs look for a new build this often (and whenever they become visible again). */
const updateCheckMs = 60 * 60 * 1000

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
