import type { Locale } from './locales'

/**
 * Numbers and dates in the reader's format where Intl is missing (the hooks' JS engine):
 * "5,000" and "9.1" in English, "5.000" and "9,1" in Dutch; "12 June 2027" / "12 juni 2027".
 */
const separators: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  nl: { group: '.', decimal: ',' },
}

export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  const { group, decimal } = separators[locale]
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}`
}

const monthNames: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
}

/** A calendar date (YYYY-MM-DD) as "12 June 2027"; anything else is returned as it is. */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const month = monthNames[locale][Number(match[2]) - 1]
  return month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate
}

const weekdayNames: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  nl: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
}

/** A calendar date (YYYY-MM-DD) as "Saturday 29 November" / "zaterdag 29 november". */
export function formatWeekdayDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const weekday = weekdayNames[locale][new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()]
  return `${weekday} ${formatCalendarDate(isoDate, locale).replace(/ \d{4}$/, '')}`
}

/** A weekday's name in running text, 0 for Sunday: "Monday" / "maandag". */
export function weekdayName(day: number, locale: Locale): string {
  return weekdayNames[locale][((day % 7) + 7) % 7] ?? ''
}
