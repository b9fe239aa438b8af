import { useLingui } from '@lingui/react/macro'
import { Button, Group, VisuallyHidden } from '@mantine/core'
import { locales, type Locale } from '~/lib/i18n/locales'
import { chooseStaffLocale } from '~/lib/i18n/staff-locale'
import { useStaffLocale } from '../../use-staff-locale'

const languageNames: Record<Locale, string> = { en: 'English', nl: 'Nederlands' }

/** EN/NL for the staff screens: they have no /nl paths, so the choice is stored and applied in place. */
export function StaffLanguageSwitch({ onLanguage = (locale) => void chooseStaffLocale(locale, window.localStorage) }: { onLanguage?(locale: Locale): void }) {
  const { t } = useLingui()
  const current = useStaffLocale()
  return (
    <Group gap={4} role="group" aria-label={t`Language`}>
      {locales.map((locale) => (
        <Button key={locale} size="compact-sm" variant={locale === current ? 'filled' : 'subtle'} aria-pressed={locale === current} lang={locale} onClick={() => onLanguage(locale)}>
          {locale.toUpperCase()}
          <VisuallyHidden> ({languageNames[locale]})</VisuallyHidden>
        </Button>
      ))}
    </Group>
  )
}
