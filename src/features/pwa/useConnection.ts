import { useEffect, useState, useSyncExternalStore } from 'react'
import { savedAtOf } from './messages'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** navigator.onLine, assumed true while prerendering and hydrating. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** When the copy of this page in the worker's caches was saved; looked up only while offline. */
export function useSavedPageDate(online: boolean, pathname: string): number | null {
  const [savedAt, setSavedAt] = useState<number | null>(null)
  useEffect(() => {
    if (online || typeof caches === 'undefined') return
    let current = true
    // Precache keys carry a revision parameter, hence ignoreSearch.
    void caches
      .match(pathname, { ignoreSearch: true })
      .then((response) => current && setSavedAt(savedAtOf(response)))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [online, pathname])
  return online ? null : savedAt
}
