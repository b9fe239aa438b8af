import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { pricedServices, type FromPrices, type PricedService } from '~/lib/site-facts-shape'

const fromPriceTexts: Record<PricedService, MessageDescriptor> = {
  'tandem-jumps': msg({ message: 'A tandem jump costs from {amount}.' }),
  'helicopter-jumps': msg({ message: 'A helicopter jump costs from {amount}.' }),
  'hot-air-balloon': msg({ message: 'A jump from a hot air balloon costs from {amount}.' }),
  'stadium-shows': msg({ message: 'A stadium show or demonstration costs from {amount}.' }),
  'media-production': msg({ message: 'A media production costs from {amount}.' }),
}

/** "EUR 1,250" / "€ 1.250": a "from" price as a reader of the language writes it. */
function euros(amount: number, locale: Locale): string {
  const figure = formatNumber(amount, locale)
  return locale === 'nl' ? `€ ${figure}` : `EUR ${figure}`
}

/** "A tandem jump costs from EUR 275." */
export function fromPriceText(service: PricedService, amount: number, locale: Locale): string {
  return translate(fromPriceTexts[service], locale, { amount: euros(amount, locale) })
}

/** Every "from" price staff set, as the price answer states them: what a model's mention of one is checked against. */
export function allFromPrices(prices: FromPrices, locale: Locale): string {
  return pricedServices
    .filter((service) => typeof prices[service] === 'number')
    .map((service) => fromPriceText(service, prices[service]!, locale))
    .join(' ')
}
