import { useEffect, useState } from 'react'
import { savedAtOf } from './messages'

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
