import type { PageDef, PageKey } from '~/content/pages'
import type { LandingKey } from '~/content/landing-names'
import { serviceIdentities, type ServiceKey } from '~/content/service-names'
import type { Locale } from '~/lib/i18n/locales'
import { headForPage } from './head-for-page'
import { headForLanding, headForLegal, headForService } from './inner-page-head'

const serviceKeyOf = (pageKey: string): ServiceKey | undefined =>
  (Object.keys(serviceIdentities) as ServiceKey[]).find((key) => serviceIdentities[key].pageKey === pageKey)

/**
 * The head of a page of the registry, by its kind: service pages carry their service and
 * breadcrumbs, landing and legal pages their breadcrumbs, every page its further JSON-LD.
 */
export function headForRegistryPage(page: PageDef, locale: Locale, jsonLd: readonly Record<string, unknown>[] = []) {
  const serviceKey = page.group === 'service' ? serviceKeyOf(page.key) : undefined
  if (serviceKey) return headForService(serviceKey, locale)
  if (page.group === 'landing') return headForLanding(page.key as LandingKey, locale)
  if (page.group === 'legal') return headForLegal(page.key as 'terms' | 'privacy', locale)
  return headForPage(page.key as PageKey, locale, jsonLd)
}
