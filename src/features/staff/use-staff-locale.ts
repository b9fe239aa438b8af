import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from '~/lib/i18n/locales'

/** The language the staff screens are shown in: the active catalog (they have no /nl paths). */
export function useStaffLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'en'
}
