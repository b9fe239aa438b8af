import { cities, type City } from './cities'
import { cityPagePath } from './city-page-text'
import { urlsOfPage, type SiteUrl } from './page-urls'
import { pages, type PageDef } from './pages'

export type { SiteUrl }

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
  '/admin/partners',
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
