import { formatCalendarDate } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { amsterdamIso, clockOf, dayOf } from '../forecast/amsterdam-time'

/** "15 June 2026, 13:05" in Amsterdam time, from an ISO time with offset. */
export function formatDateTime(iso: string, locale: Locale): string {
  return `${formatCalendarDate(dayOf(iso), locale)}, ${clockOf(iso)}`
}

/** The same for an instant in epoch milliseconds. */
export function formatInstant(epochMs: number, locale: Locale): string {
  return formatDateTime(amsterdamIso(epochMs), locale)
}

/** "15 June" without the year, for day headings. */
export function formatDay(iso: string, locale: Locale): string {
  return formatCalendarDate(dayOf(iso), locale).replace(/ \d{4}$/, '')
}
