import { isLocale, type Locale } from './locales'

export const preferenceKey = 'preferred-language'

export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale | null {
  try {
    const value = storage?.getItem(preferenceKey)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

export function storeLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): void {
  try {
    storage?.setItem(preferenceKey, locale)
  } catch {
    // Private mode or a full quota: the URL still decides the language.
  }
}

/**
 * product §4 and the ruling: only on "/" does a stored preference (or, with none,
 * a Dutch browser) send the visitor to /nl. Every other URL keeps its language.
 */
export function preferredHomeLocale(stored: Locale | null, browserLanguages: readonly string[]): Locale {
  if (stored) return stored
  const first = browserLanguages[0]?.toLowerCase() ?? ''
  return first.startsWith('nl') ? 'nl' : 'en'
}
