import { useLingui } from '@lingui/react/macro'
import { Button, Group, VisuallyHidden } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { alternatePath } from '~/content/page-urls'
import { storeLocale } from '~/lib/i18n/preference'
import { locales, type Locale } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'

const labels: Record<Locale, string> = { en: 'EN', nl: 'NL' }
const names: Record<Locale, string> = { en: 'English', nl: 'Nederlands' }

/**
 * EN/NL switch. Plain links: switching language loads the other page in full
 * (product §4), and the choice is remembered for the next visit to "/".
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Group gap={4} role="group" aria-label={t`Language`}>
      {locales.map((locale) => (
        <Button
          key={locale}
          component="a"
          href={alternatePath(pathname, locale)}
          hrefLang={locale}
          lang={locale}
          size="compact-sm"
          variant={locale === current ? 'filled' : 'subtle'}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => storeLocale(window.localStorage, locale)}
          // Read by the boot script when the switch is used before the page is interactive.
          data-remember-language={locale}
        >
          {labels[locale]}
          <VisuallyHidden> ({names[locale]})</VisuallyHidden>
        </Button>
      ))}
    </Group>
  )
}
