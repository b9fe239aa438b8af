import { localizePath, type Locale } from '~/lib/i18n/locales'
import { pages, type PageDef } from './pages'

export interface SiteUrl {
  path: string
  locale: Locale
  pageKey: string
  /** The canonical path of this page in this language (differs from path for aliases). */
  canonicalPath: string
  /** Canonical path of the same page per language, for hreflang alternates. */
  alternates: Partial<Record<Locale, string>>
  indexable: boolean
  isAlias: boolean
}

export function urlsOfPage(page: PageDef): SiteUrl[] {
  const urls: SiteUrl[] = []
  for (const [locale, path] of Object.entries(page.paths) as [Locale, string][]) {
    const base = { locale, pageKey: page.key, canonicalPath: path, alternates: page.paths, indexable: page.indexable }
    urls.push({ ...base, path, isAlias: false })
    for (const alias of page.aliases?.[locale] ?? []) urls.push({ ...base, path: alias, isAlias: true })
  }
  return urls
}

let pageUrlIndex: Map<string, SiteUrl> | undefined

/**
 * Where the language switch leads: the same page in the other language, its
 * home page when the page has no such variant, or the /nl-toggled path for
 * URLs outside the registry. City pages are left to the toggle, which is their
 * alternate: so the city list stays out of every page's start-up code.
 */
export function alternatePath(pathname: string, locale: Locale): string {
  pageUrlIndex ??= new Map((pages as readonly PageDef[]).flatMap(urlsOfPage).map((url) => [url.path, url]))
  const url = pageUrlIndex.get(pathname)
  if (!url) return localizePath(pathname, locale)
  return url.alternates[locale] ?? (locale === 'nl' ? '/nl' : '/')
}
