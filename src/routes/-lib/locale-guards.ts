import { notFound } from '@tanstack/react-router'
import type { Locale } from '~/lib/i18n/locales'

type LangParams = { lang?: string }

export function localeOfParams(params: LangParams): Locale {
  return params.lang === 'nl' ? 'nl' : 'en'
}

/** For pages that exist in one language only (Dutch aliases, the English-only landing page). */
export function onlyIn(locale: Locale, params: LangParams): void {
  if (localeOfParams(params) !== locale) throw notFound()
}
