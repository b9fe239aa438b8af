import type { Locale } from '~/lib/i18n/locales'

/** "24 Nov 2026, 17:30" / "24 nov 2026, 17:30", in the company's time zone. */
export function formatStaffDateTime(value: string | number | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value.replace(' ', 'T')) : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date)
}
