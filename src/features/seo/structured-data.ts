import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { business } from '~/content/facts'
import { findPage } from '~/content/pages'
import type { Locale } from '~/lib/i18n/locales'
import { productionOrigin } from './origin'

const serviceTypes = [
  msg`Stadium demonstrations`,
  msg`Tandem skydiving`,
  msg`Helicopter skydiving`,
  msg`Hot air balloon jumps`,
  msg`Festival performances`,
  msg`Corporate events`,
  msg`Media production`,
  msg`Rigging and equipment services`,
]

const businessDescription = msg`Professional skydiving company from Apeldoorn: stadium and festival demonstrations, tandem jumps from aircraft, helicopter and hot air balloon, corporate events, aerial media production and rigging.`

/** The business as schema.org data (product §3, "Business structured data"). */
export function businessJsonLd(i18n: I18n, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'SportsActivityLocation'],
    '@id': `${origin}/#business`,
    name: business.name,
    legalName: business.legalName,
    description: i18n._(businessDescription),
    url: origin,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/og-image.png`,
    foundingDate: String(business.foundingYear),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(', '),
    // Contact details, street address, opening hours and social profiles come from the settings
    // record when the page is served (server/facts.go); a built page carries none of them.
    address: { '@type': 'PostalAddress', addressRegion: business.address.region, addressCountry: business.address.country },
    geo: { '@type': 'GeoCoordinates', ...business.geo },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...business.geo },
      geoRadius: business.serviceAreaRadiusMeters,
    },
    knowsAbout: serviceTypes.map((type) => i18n._(type)),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: ['Dutch', 'English'],
      areaServed: 'NL',
    },
  }
}

/**
 * The site as schema.org data with its search (product §3): the SearchAction
 * points to the search page of the page's language, /search or /nl/zoeken.
 */
export function websiteJsonLd(locale: Locale, origin: string): Record<string, unknown> {
  const searchPath = findPage('search')?.paths[locale] ?? '/search'
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: business.name,
    url: locale === 'nl' ? `${origin}/nl` : origin,
    inLanguage: locale,
    publisher: { '@id': `${origin}/#business` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** The structured data every public page carries: the business and the website, in the page's language. */
export function siteJsonLd(i18n: I18n, locale: Locale, origin: string = productionOrigin): Record<string, unknown>[] {
  return [businessJsonLd(i18n, origin), websiteJsonLd(locale, origin)]
}
