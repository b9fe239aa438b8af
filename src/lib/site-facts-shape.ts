// Without React, so the hooks bundles (goja) can use it: site-facts.ts adds the page-side hook.

/**
 * The business details staff keep in the settings record (contact, registrations, opening hours,
 * social links, "from" prices). The server puts the current ones into every page it serves, as
 * JSON in <script id="site-facts"> (server/facts.go, decision 025); a detail not set is absent and
 * is not shown. The page shows them once it has started (the prerendered HTML is the same for
 * everyone and older than the settings), and the business structured data carries them for crawlers.
 */
export interface SiteFacts {
  /** E.164, spaces allowed for reading: "+31 55 760 1980". */
  phone?: string
  whatsapp?: string
  email?: string
  address?: { street?: string; postalCode?: string; locality?: string }
  registrations?: { chamberOfCommerce?: string; vat?: string; iban?: string }
  social?: { instagram?: string; facebook?: string; linkedin?: string; youtube?: string }
  openingHours?: { days: string[]; opens: string; closes: string }[]
  /** A "from" price in euros per service page, only where staff set one. */
  prices?: Partial<Record<PricedService, number>>
}

export const pricedServices = ['tandem-jumps', 'helicopter-jumps', 'hot-air-balloon', 'stadium-shows', 'media-production'] as const
export type PricedService = (typeof pricedServices)[number]
/** The "from" prices that are set, in whole euros. */
export type FromPrices = NonNullable<SiteFacts['prices']>

/** "Vliegveldweg 12, 7316 AA Apeldoorn": the parts of the address that are set, on one line. */
export function addressLine(address: NonNullable<SiteFacts['address']>): string {
  const place = [address.postalCode, address.locality].filter(Boolean).join(' ')
  return [address.street, place].filter(Boolean).join(', ')
}
