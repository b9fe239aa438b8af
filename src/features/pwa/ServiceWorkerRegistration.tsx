import { useEffect } from 'react'
import { registerServiceWorker, registrationDelayMs, whenVisibleAfter } from './register'

/** Registers the service worker in production builds (spec §4). */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!import.meta.env.PROD) return
    return whenVisibleAfter(registrationDelayMs, () => void registerServiceWorker())
  }, [])
  return null
}
