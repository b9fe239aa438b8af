import { msg } from '@lingui/core/macro'
import type { City } from '~/content/cities'
import { findPage } from '~/content/pages'
import { landingNames, type LandingKey } from '~/content/landing-names'
import { serviceIdentities, type ServiceKey } from '~/content/service-names'
import { i18n } from '~/lib/i18n/i18n'
import { localizePath, type Locale } from '~/lib/i18n/locales'
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs'
import { headForCity, headForPage } from './head-for-page'
import { productionOrigin } from './origin'
import { serviceJsonLd } from './service-data'

const crumbNames = {
  home: msg`Home`,
  services: msg`Services`,
  city: msg({ message: 'Skydiving in {city}' }),
}

const priceText = msg`Contact for pricing`

function trail(...crumbs: Crumb[]): Crumb[] {
  return [{ name: i18n._(crumbNames.home), to: '/' }, ...crumbs]
}

function breadcrumbs(locale: Locale, ...crumbs: Crumb[]) {
  return breadcrumbJsonLd(productionOrigin, locale, trail(...crumbs))
}

/** A service page: breadcrumbs Home > Services > service, and the service as schema.org data. */
export function headForService(key: ServiceKey, locale: Locale) {
  const service = serviceIdentities[key]
  const name = i18n._(service.name)
  const page = findPage(service.pageKey)
  const serviceData = serviceJsonLd({
    origin: productionOrigin,
    url: productionOrigin + localizePath(service.path, locale),
    name,
    description: page ? i18n._(page.description) : name,
    priceText: i18n._(priceText),
  })
  const crumbs = breadcrumbs(
    locale,
    { name: i18n._(crumbNames.services), to: '/services' },
    { name, to: service.path },
  )
  return headForPage(service.pageKey, locale, [crumbs, serviceData])
}

export function headForLanding(key: LandingKey, locale: Locale) {
  const path = findPage(key)?.paths.en ?? '/'
  return headForPage(key, locale, [breadcrumbs(locale, { name: i18n._(landingNames[key]), to: path })])
}

export function headForLegal(key: 'terms' | 'privacy', locale: Locale) {
  const page = findPage(key)
  const crumb = { name: page ? i18n._(page.title) : key, to: `/${key}` }
  return headForPage(key, locale, [breadcrumbs(locale, crumb)])
}

export function headForCityPage(city: City, locale: Locale) {
  const name = i18n._({ ...crumbNames.city, values: { city: city.name[locale] } })
  return headForCity(city, locale, [breadcrumbs(locale, { name, to: `/parachutespringen-${city.slug}` })])
}
