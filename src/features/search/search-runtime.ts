import type { I18n } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { buildSearchDocuments } from './search-documents'
import { createSiteSearch, type SiteSearch } from './search-engine'

const built = new Map<Locale, SiteSearch>()

/**
 * The site search of one language, built once per page load from the content
 * modules. Only the search page imports this module (dynamically), so the
 * index and MiniSearch stay out of every other page's JavaScript.
 */
export function siteSearchFor(i18n: I18n, locale: Locale): SiteSearch {
  let search = built.get(locale)
  if (!search) {
    search = createSiteSearch(buildSearchDocuments(i18n, locale))
    built.set(locale, search)
  }
  return search
}
