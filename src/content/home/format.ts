import type { Locale } from '~/lib/i18n/locales'

const numberLocale: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' }

/** A count in the reader's number format with a plus: "20,000+" in English, "20.000+" in Dutch. */
export function formatCount(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(numberLocale[locale]).format(value)}+`
}

export function formatPercent(value: number): string {
  return `${value}%`
}

/** A date such as "12 March 2026" / "12 maart 2026". */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso.replace(' ', 'T'))
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(numberLocale[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
}
