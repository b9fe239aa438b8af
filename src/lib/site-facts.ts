import { startTransition, useEffect, useState } from 'react'
import type { SiteFacts } from './site-facts-shape'

export { pricedServices, type FromPrices, type PricedService, type SiteFacts } from './site-facts-shape'

const siteFactsElementId = 'site-facts'

function parseSiteFacts(text: string | null | undefined): SiteFacts {
  try {
    const parsed: unknown = JSON.parse(text ?? '')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SiteFacts) : {}
  } catch {
    return {}
  }
}

/** "tel:+31557601980" from "+31 55 760 1980". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
/** "https://wa.me/31557601980". */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
/** "Vliegveldweg 12, 7316 AA Apeldoorn": the parts of the address that are set, on one line. */
export function addressLine(address: NonNullable<SiteFacts['address']>): string {
  const place = [address.postalCode, address.locality].filter(Boolean).join(' ')
  return [address.street, place].filter(Boolean).join(', ')
}
/** The Instagram profile's video tab, from the profile URL. */
export const instagramVideosHref = (url: string) => `${url.replace(/\/+$/, '')}/reels/`
/** "@paraproskydiving" from an Instagram profile URL. */
export const instagramHandle = (url: string) => `@${url.replace(/\/+$/, '').split('/').pop() ?? ''}`

let cached: SiteFacts | undefined
const readFromPage = (): SiteFacts => (cached ??= parseSiteFacts(document.getElementById(siteFactsElementId)?.textContent))
let setForTesting = false

/** The served page's business details, for code outside React (the page has started). */
export const currentSiteFacts = (): SiteFacts => readFromPage()

/**
 * The served page's business details, after hydration (null while the prerendered HTML hydrates).
 * Every part starts without them, also one mounted later: a section that hydrates late cannot tell
 * that from a first render, and its server HTML has no details.
 */
export function useSiteFacts(): SiteFacts | null {
  const [facts, setFacts] = useState<SiteFacts | null>(() => (setForTesting ? readFromPage() : null))
  useEffect(() => {
    if (facts) return
    // At low priority: rendering the details is an update of the header, the footer and the page,
    // which as a synchronous re-render after hydration was a long task at start-up.
    startTransition(() => setFacts(readFromPage()))
  }, [facts])
  return facts
}

/** For stories and tests: the details a page would carry. */
export function setSiteFactsForTesting(facts: SiteFacts | undefined): void {
  cached = facts
  setForTesting = facts !== undefined
}
