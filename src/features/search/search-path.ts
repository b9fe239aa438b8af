import { findPage } from '~/content/pages'
import type { Locale } from '~/lib/i18n/locales'

/** The search page of a language: /search or /nl/zoeken (from the page registry). */
export function searchPathFor(locale: Locale): string {
  return findPage('search')?.paths[locale] ?? '/search'
}
