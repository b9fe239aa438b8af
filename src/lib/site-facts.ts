import { useEffect, useSyncExternalStore } from 'react'
import { whenCatalogArrived } from './i18n/i18n'
import { servedObject } from './served-json'
import type { SiteFacts } from './site-facts-shape'

export { pricedServices, type FromPrices, type PricedService, type SiteFacts } from './site-facts-shape'

const siteFactsElementId = 'site-facts'

/** "tel:+31557601980" from "+31 55 760 1980". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
/** "https://wa.me/31557601980". */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
/** The Instagram profile's video tab, from the profile URL. */
export const instagramVideosHref = (url: string) => `${url.replace(/\/+$/, '')}/reels/`
/** "@paraproskydiving" from an Instagram profile URL. */
export const instagramHandle = (url: string) => `@${url.replace(/\/+$/, '').split('/').pop() ?? ''}`

let cached: SiteFacts | undefined
const readFromPage = (): SiteFacts => (cached ??= servedObject<SiteFacts>(siteFactsElementId))
let setForTesting = false

/** The served page's business details, for code outside React (the page has started). */
export const currentSiteFacts = (): SiteFacts => readFromPage()

// The details are shown once the whole catalog is there: the texts around a detail were not in the
// prerendered page, so not among its embedded messages. Until then every part renders without them,
// as the server did; parts that mount later read them at once.
let shown = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const snapshot = (): SiteFacts | null => (shown || setForTesting ? readFromPage() : null)
const serverSnapshot = (): SiteFacts | null => null
let showing: Promise<void> | undefined
const showOnce = () => {
  showing ??= whenCatalogArrived().then(() => {
    shown = true
    for (const listener of listeners) listener()
  })
}

/** The served page's business details, after hydration (null while the prerendered HTML hydrates). */
export function useSiteFacts(): SiteFacts | null {
  useEffect(showOnce, [])
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/** For stories and tests: the details a page would carry. */
export function setSiteFactsForTesting(facts: SiteFacts | undefined): void {
  cached = facts
  setForTesting = facts !== undefined
}
