import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { cities, findCity, type City } from '~/content/cities'
import { landingNames, type LandingKey } from '~/content/landing-names'
import { homeLink, sectionLinks } from '~/content/navigation'
import { findPage, type PageDef } from '~/content/pages'
import { serviceIdentities } from '~/content/service-names'
import { cityPagePath } from '~/content/city-page-text'
import { findSiteUrl } from '~/content/site-urls'
import type { Locale } from '~/lib/i18n/locales'

/** A link of the related-links strip: a path in the page's language and its label. */
export interface RelatedLink {
  path: string
  label: MessageDescriptor
}

/** The strip shows at least this many links (topped up from `fallback`) and at most `maxLinks`. */
export const minLinks = 4
export const maxLinks = 8

const cityPrefix = 'city:'
const cityLabel = msg`Skydiving near {city}`

/** Cities closest to the base first: for jumps at the drop zone. */
const closestCities = [...cities].sort((a, b) => a.distanceKm - b.distanceKm).map((city) => `${cityPrefix}${city.slug}`)
/** The cities in the order of the registry (largest first): for demonstrations and events at a venue. */
const largestCities = cities.map((city) => `${cityPrefix}${city.slug}`)

const serviceKeys = ['service-tandem', 'service-helicopter', 'service-balloon', 'service-stadium', 'service-media']
const siblings = (key: string) => serviceKeys.filter((other) => other !== key)

/**
 * The pages each page links to, most related first (page keys of
 * src/content/pages.ts, or "city:<slug>"). City pages are handled by
 * `cityRelated`. Unknown keys and pages without a variant in the language are
 * skipped, so the lists may name English-only pages.
 */
const related: Record<string, readonly string[]> = {
  home: ['services', 'service-tandem', 'experiences', 'service-stadium', 'landing-corporate', 'faq', 'about', 'contact'],
  services: ['service-tandem', 'service-stadium', 'experiences', 'landing-corporate', 'landing-festival', 'service-media', ...largestCities.slice(0, 2)],
  experiences: ['service-helicopter', 'service-balloon', 'landing-helicopter', 'landing-balloon', 'service-tandem', 'faq', closestCities[0] ?? ''],
  stories: ['service-stadium', 'service-tandem', 'experiences', 'about', 'partners', 'faq'],
  about: ['partners', 'services', 'landing-professional', 'stories', 'faq', 'contact'],
  partners: ['about', 'service-stadium', 'landing-stadium', 'landing-corporate', 'service-media', 'contact'],
  faq: ['service-tandem', 'experiences', 'services', 'weather', 'terms', 'contact'],
  contact: ['services', 'faq', 'service-tandem', 'landing-corporate', 'about', 'terms'],
  terms: ['privacy', 'faq', 'contact', 'services'],
  privacy: ['terms', 'faq', 'contact', 'about'],
  weather: ['service-tandem', 'faq', 'experiences', 'landing-balloon', 'contact'],
  'service-tandem': [...siblings('service-tandem'), 'landing-tandem', ...closestCities.slice(0, 2)],
  'service-helicopter': [...siblings('service-helicopter'), 'landing-helicopter', ...closestCities.slice(0, 2)],
  'service-balloon': [...siblings('service-balloon'), 'landing-balloon', ...closestCities.slice(0, 2)],
  'service-stadium': [...siblings('service-stadium'), 'landing-stadium', 'landing-stadium-nl', ...largestCities.slice(0, 2)],
  'service-media': [...siblings('service-media'), 'landing-corporate-skydiving', 'landing-professional', ...largestCities.slice(0, 1)],
  'landing-balloon': ['service-balloon', 'landing-helicopter', 'landing-tandem', 'experiences', 'service-media', closestCities[0] ?? ''],
  'landing-stadium': ['service-stadium', 'landing-stadium-nl', 'landing-festival-demo', 'landing-festival', 'partners', largestCities[0] ?? ''],
  'landing-stadium-nl': ['service-stadium', 'landing-stadium', 'landing-festival-demo', 'partners', ...largestCities.slice(0, 2)],
  'landing-corporate': ['landing-corporate-skydiving', 'service-tandem', 'service-stadium', 'service-media', 'landing-festival', largestCities[0] ?? ''],
  'landing-festival': ['landing-festival-demo', 'service-stadium', 'landing-stadium', 'landing-corporate', 'service-media', largestCities[1] ?? ''],
  'landing-professional': ['services', 'about', 'service-stadium', 'service-tandem', 'landing-corporate', 'partners'],
  'landing-tandem': ['service-tandem', 'landing-helicopter', 'landing-balloon', 'faq', ...closestCities.slice(0, 2)],
  'landing-helicopter': ['service-helicopter', 'landing-balloon', 'landing-tandem', 'experiences', ...closestCities.slice(0, 2)],
  'landing-festival-demo': ['landing-festival', 'service-stadium', 'landing-stadium', 'landing-corporate', 'partners', largestCities[0] ?? ''],
  'landing-corporate-skydiving': ['landing-corporate', 'service-tandem', 'service-media', 'service-helicopter', 'contact', largestCities[0] ?? ''],
}

/** A city page: its nearby cities, then what comes to the city (venue services) and what it comes to (drop-zone jumps). */
function cityRelated(city: City): string[] {
  return [
    ...city.nearby.map((slug) => `${cityPrefix}${slug}`),
    'service-stadium',
    'landing-corporate',
    'service-tandem',
    'experiences',
  ]
}

/** Used to top the strip up to `minLinks`. */
const fallback = ['services', 'experiences', 'faq', 'contact', 'about']

// The header's short names; each home section it scrolls to also has a page of its own (/faq, ...).
const headerLabels = new Map<string, MessageDescriptor>([
  [homeLink.to, homeLink.label],
  ...sectionLinks.map((link): [string, MessageDescriptor] => [`/${link.section}`, link.label]),
])

function labelOfPage(page: PageDef): MessageDescriptor {
  const service = Object.values(serviceIdentities).find((entry) => entry.pageKey === page.key)
  if (service) return service.name
  if (page.group === 'landing') return page.title
  const header = page.paths.en ? headerLabels.get(page.paths.en) : undefined
  return header ?? landingNames[page.key as LandingKey] ?? page.title
}

const shortLabels: Record<string, MessageDescriptor> = {
  services: msg`All services`,
  experiences: msg`Exclusive jumps`,
  terms: msg`Terms and conditions`,
  privacy: msg`Privacy and cookies`,
  weather: msg`Skydiving weather`,
}

function linkOf(key: string, locale: Locale): RelatedLink | undefined {
  if (key.startsWith(cityPrefix)) {
    const city = findCity(key.slice(cityPrefix.length))
    if (!city) return undefined
    return { path: cityPagePath(city, locale), label: { ...cityLabel, values: { city: city.name[locale] } } }
  }
  const page = findPage(key)
  const path = page?.paths[locale]
  if (!page || !path) return undefined
  return { path, label: shortLabels[key] ?? labelOfPage(page) }
}

/**
 * The related links of the page at `pathname` (product §2 "Related:" strip):
 * chosen per page, in the page's language, never the page itself, no path
 * twice, between `minLinks` and `maxLinks` links. Pages without a strip
 * (search, offline, unknown paths) get none.
 */
export function relatedLinksFor(pathname: string): RelatedLink[] {
  const url = findSiteUrl(pathname)
  if (!url) return []
  const { locale, pageKey } = url
  const city = pageKey.startsWith(cityPrefix) ? findCity(pageKey.slice(cityPrefix.length)) : undefined
  const chosen = city ? cityRelated(city) : related[pageKey]
  if (!chosen) return []

  const links: RelatedLink[] = []
  const seen = new Set<string>([url.canonicalPath, url.path])
  const add = (key: string) => {
    if (links.length >= maxLinks || key === pageKey) return
    const link = linkOf(key, locale)
    if (!link || seen.has(link.path)) return
    seen.add(link.path)
    links.push(link)
  }
  chosen.forEach(add)
  for (const key of fallback) if (links.length < minLinks) add(key)
  return links
}
