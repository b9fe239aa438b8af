import type { MessageDescriptor } from '@lingui/core'
import { formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'

/**
 * How a forecast text reaches its language: the browser passes Lingui's i18n, the hooks pass
 * `translate` (no Lingui runtime there). Numbers are formatted without Intl, so both sides write
 * "9.1" and "9,1" alike.
 */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string

/** Whole numbers without decimals ("7"), others with one ("9.1" / "9,1"). */
export function formatMeasure(value: number, locale: Locale, decimals = 1): string {
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals
  return formatNumber(rounded, locale, Number.isInteger(rounded) ? 0 : decimals)
}

/** Metres as kilometres with at most one decimal: 3000 -> "3", 2900 -> "2.9". */
export function formatKm(metres: number, locale: Locale): string {
  return formatMeasure(Math.floor(metres / 100) / 10, locale)
}
