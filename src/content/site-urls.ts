import { msg } from '@lingui/core/macro'
import { localizePath, type Locale } from '~/lib/i18n/locales'
import { cities, type City } from './cities'
import { pages, type PageDef } from './pages'

/** A city page shares one set of descriptors; {city} and {distance} are filled per city. */
export const cityPageText = {
  title: msg({ message: 'Skydiving near {city}: tandem jumps and demonstrations' }),
  description: msg({
    message:
      'From {city} to our base in Apeldoorn is about {distance} km ({minutes} minutes by car). Tandem jumps at the drop zone; demonstrations and corporate events at your venue in {city}.',
  }),
  keywords: msg({ message: 'skydiving {city}, parachute jump {city}, tandem jump {city}, parachute demonstration {city}' }),
}

export function cityPagePath(city: City, locale: Locale): string {
  return `${locale === 'nl' ? '/nl' : ''}/parachutespringen-${city.slug}`
}

export function cityTextValues(city: City, locale: Locale): Record<string, string | number> {
  return { city: city.name[locale], distance: city.distanceKm, minutes: city.driveMinutes }
}

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

function urlsOfPage(page: PageDef): SiteUrl[] {
  const urls: SiteUrl[] = []
  for (const [locale, path] of Object.entries(page.paths) as [Locale, string][]) {
    const base = { locale, pageKey: page.key, canonicalPath: path, alternates: page.paths, indexable: page.indexable }
    urls.push({ ...base, path, isAlias: false })
    for (const alias of page.aliases?.[locale] ?? []) urls.push({ ...base, path: alias, isAlias: true })
  }
  return urls
}

function urlsOfCity(city: City): SiteUrl[] {
  const alternates = { en: cityPagePath(city, 'en'), nl: cityPagePath(city, 'nl') }
  return (['en', 'nl'] as const).map((locale) => ({
    path: alternates[locale],
    locale,
    pageKey: `city:${city.slug}`,
    canonicalPath: alternates[locale],
    alternates,
    indexable: true,
    isAlias: false,
  }))
}

/** Every public URL of the site: the one list behind prerendering, the sitemap and the tests. */
export function publicUrls(): SiteUrl[] {
  return [...(pages as readonly PageDef[]).flatMap(urlsOfPage), ...cities.flatMap(urlsOfCity)]
}

/** Staff screens: served as prerendered shells, never indexed, never in the sitemap. */
export const staffPaths = [
  '/admin/auth',
  '/admin',
  '/admin/analytics',
  '/admin/media',
  '/admin/settings',
  '/admin/blog',
  '/video-management',
  '/chat-management',
  '/ssl-status',
] as const

let urlIndex: Map<string, SiteUrl> | undefined

export function findSiteUrl(path: string): SiteUrl | undefined {
  urlIndex ??= new Map(publicUrls().map((url) => [url.path, url]))
  return urlIndex.get(path)
}

/**
 * Where the language switch leads: the same page in the other language, its
 * home page when the page has no such variant, or the /nl-toggled path for
 * URLs outside the registry.
 */
export function alternatePath(pathname: string, locale: Locale): string {
  const url = findSiteUrl(pathname)
  if (!url) return localizePath(pathname, locale)
  return url.alternates[locale] ?? (locale === 'nl' ? '/nl' : '/')
}
