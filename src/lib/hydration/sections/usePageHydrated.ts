import { useEffect } from 'react'
import { adoptEarlyInput } from './reveal'

/**
 * Called by the layouts, whose effects run once the page content has hydrated (React hydrates the
 * prerendered page in slices): hands over what the visitor did before, and marks the page for
 * end-to-end tests and support tools.
 */
export function usePageHydrated(): void {
  useEffect(() => {
    adoptEarlyInput()
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
