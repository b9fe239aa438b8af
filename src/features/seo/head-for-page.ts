import type { City } from '~/content/cities'
import { findPage, type PageKey } from '~/content/pages'
import { cityPagePath, cityPageText, cityTextValues } from '~/content/city-page-text'
import { i18n } from '~/lib/i18n/i18n'
import type { Locale } from '~/lib/i18n/locales'
import { buildHead } from './page-head'

/** The head of a page from the page registry, in the language of the route, with optional further JSON-LD. */
export function headForPage(key: PageKey, locale: Locale, jsonLd: readonly Record<string, unknown>[] = []) {
  const page = findPage(key)
  const canonicalPath = page?.paths[locale]
  if (!page || !canonicalPath) throw new Error(`No ${locale} page "${key}" in the page registry`)
  return buildHead({
    locale,
    title: i18n._(page.title),
    description: i18n._(page.description),
    keywords: i18n._(page.keywords),
    canonicalPath,
    alternates: page.paths,
    indexable: page.indexable,
    jsonLd,
  })
}

export function headForCity(city: City, locale: Locale, jsonLd: readonly Record<string, unknown>[] = []) {
  const values = cityTextValues(city, locale)
  return buildHead({
    locale,
    title: i18n._({ ...cityPageText.title, values }),
    description: i18n._({ ...cityPageText.description, values }),
    keywords: i18n._({ ...cityPageText.keywords, values }),
    canonicalPath: cityPagePath(city, locale),
    alternates: { en: cityPagePath(city, 'en'), nl: cityPagePath(city, 'nl') },
    indexable: true,
    jsonLd,
  })
}
