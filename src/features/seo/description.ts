import type { Locale } from '~/lib/i18n/locales'

const maxDescriptionLength = 160
const bookNow: Record<Locale, string> = { en: ' Book now!', nl: ' Boek nu!' }

/** product §2: the call to action is appended only when the result still fits in 160 characters. */
export function withBookNow(description: string, locale: Locale): string {
  const extended = description + bookNow[locale]
  return extended.length <= maxDescriptionLength ? extended : description
}
