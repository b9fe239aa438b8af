import type { Locale } from '~/lib/i18n/locales'

type LangParams = { lang?: string }

export function localeOfParams(params: LangParams): Locale {
  return params.lang === 'nl' ? 'nl' : 'en'
}
