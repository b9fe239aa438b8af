import { useLingui } from '@lingui/react/macro'
import { Button, Group, VisuallyHidden } from '@mantine/core'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useSyncExternalStore } from 'react'
import { alternatePath } from '~/content/page-urls'
import { storeLocale } from '~/lib/i18n/preference'
import { locales, type Locale } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './LanguageSwitch.module.css'

const labels: Record<Locale, string> = { en: 'EN', nl: 'NL' }
const names: Record<Locale, string> = { en: 'English', nl: 'Nederlands' }

const noQuery = () => ''

/**
 * The query of the address ("?q=tandem"), which the switch keeps (product §4.1). Empty while the
 * prerendered page hydrates (the same HTML serves every query), the router's right after.
 */
function useAddressQuery(): string {
  const router = useRouter()
  const subscribe = useCallback((notify: () => void) => router.subscribe('onResolved', notify), [router])
  const query = useCallback(() => router.state.location.searchStr, [router])
  return useSyncExternalStore(subscribe, query, noQuery)
}

/**
 * EN/NL switch. Plain links: switching language loads the other page in full
 * (product §4), and the choice is remembered for the next visit to "/".
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const query = useAddressQuery()
  return (
    <Group gap={4} role="group" aria-label={t`Language`}>
      {locales.map((locale) => (
        <Button
          key={locale}
          component="a"
          href={alternatePath(pathname, locale) + query}
          hrefLang={locale}
          lang={locale}
          size="compact-sm"
          className={classes.option}
          variant={locale === current ? 'filled' : 'subtle'}
          aria-current={locale === current ? 'true' : undefined}
          onClick={(event) => {
            storeLocale(window.localStorage, locale)
            // The fragment too: one set by scrolling to a section does not go through the router.
            event.currentTarget.href = alternatePath(pathname, locale) + query + window.location.hash
          }}
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
