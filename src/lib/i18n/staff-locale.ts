import { activateLocale } from './i18n'
import { localeFromPath, type Locale } from './locales'
import { readStoredLocale, storeLocale } from './preference'

/**
 * Staff screens have no /nl paths: their language is the person's stored choice (the same key as
 * the site's preference). It is applied once the screen has started, so the prerendered shell and
 * its first render stay English; from then on every staff navigation keeps the choice. Kept out of
 * the router's own state on purpose: this module is part of every page's start-up code.
 */
const staffPrefixes = ['/admin', '/video-management', '/chat-management', '/ssl-status']

export function isStaffPath(pathname: string): boolean {
  return staffPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

let chosen: Locale | null = null

/** The language a path is shown in: its /nl prefix, or on staff screens the person's choice. */
export function localeForPath(pathname: string, staffChoice: Locale | null = chosen): Locale {
  return isStaffPath(pathname) && staffChoice ? staffChoice : localeFromPath(pathname)
}

/** Switches the staff screens to a language and remembers it. */
export async function chooseStaffLocale(locale: Locale, storage?: Storage): Promise<void> {
  storeLocale(storage, locale)
  await activateLocale(locale)
  chosen = locale
  // The staff screens render from the active catalog; the document's language follows it here.
  document.documentElement.lang = locale
}

/** After start-up on a staff screen: the stored choice, if there is one. */
export function applyStoredStaffLocale(storage: Storage | undefined): Promise<void> {
  const stored = readStoredLocale(storage)
  return stored && stored !== chosen ? chooseStaffLocale(stored, storage) : Promise.resolve()
}
