import { useEffect } from 'react'
import { preferredHomeLocale, readStoredLocale } from './preference'

const redirectedKey = 'language-redirected'

/**
 * product §4.1: only on "/", a visitor who prefers Dutch (stored choice, or
 * none and a Dutch browser) is taken to /nl once per visit. Every other URL
 * keeps the language it names.
 */
export function useHomeLanguageRedirect(): void {
  useEffect(() => {
    if (window.location.pathname !== '/') return
    try {
      if (window.sessionStorage.getItem(redirectedKey)) return
      window.sessionStorage.setItem(redirectedKey, '1')
    } catch {
      return
    }
    const locale = preferredHomeLocale(readStoredLocale(window.localStorage), navigator.languages)
    if (locale === 'nl') window.location.replace(`/nl${window.location.search}${window.location.hash}`)
  }, [])
}
