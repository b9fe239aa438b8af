import { useSyncExternalStore } from 'react'
import { isSwMessage, swMessage } from './messages'
import { initialPwaState, reducePwa, type PwaAction, type PwaState } from './pwa-state'

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> }

let state = initialPwaState
const listeners = new Set<() => void>()
let installPrompt: InstallPromptEvent | null = null

export function dispatchPwa(action: PwaAction): void {
  const next = reducePwa(state, action)
  if (next === state) return
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Server render and hydration see the initial state, so the prerendered markup always matches. */
export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, () => state, () => initialPwaState)
}

/** Shows the browser's install dialog; the offer is gone afterwards whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt
  installPrompt = null
  if (!event) return
  await event.prompt()
  const { outcome } = await event.userChoice
  // A used offer cannot be shown again: the button would open nothing.
  dispatchPwa({ type: outcome === 'accepted' ? 'installed' : 'install-declined' })
}

function listen(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the page offers its own install button instead.
    event.preventDefault()
    installPrompt = event as InstallPromptEvent
    dispatchPwa({ type: 'install-available' })
  })
  window.addEventListener('appinstalled', () => {
    installPrompt = null
    dispatchPwa({ type: 'installed' })
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data
    if (!isSwMessage(data)) return
    if (data.type === swMessage.servedFromCache) dispatchPwa({ type: 'served-from-cache', url: data.url, savedAt: data.savedAt })
    else dispatchPwa({ type: 'served-fresh', url: data.url })
  })
}

// Listening starts when the module loads, before DOMContentLoaded: the install offer and the
// worker's first messages can arrive before React hydrates, and would otherwise be lost.
if (typeof window !== 'undefined') listen()
