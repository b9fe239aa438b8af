import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { Suspense, useRef, useState } from 'react'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import type { ChosenPreferences } from '../CookiePreferences/CookiePreferences'
import classes from './CookieBanner.module.css'
import { Columns } from '~/components/Columns/Columns'

// The side panel (a drawer with its focus trap and scroll lock) loads when the visitor heads for it.
const CookiePreferences = deferredComponent(() =>
  import('../CookiePreferences/CookiePreferences').then((module) => module.CookiePreferences),
)

/** Fetches the preferences panel's code ahead of the first press (stories, tests). */
export const preloadCookiePreferences = (): Promise<void> => CookiePreferences.preload()

export interface CookieBannerProps {
  onAcceptAll: () => void
  onEssentialOnly: () => void
  onSavePreferences: (preferences: ChosenPreferences) => void
  /** Opens with the preferences panel open (stories). @default false */
  preferencesOpen?: boolean
}

/**
 * The cookie banner (product §2, §4): a non-modal region at the bottom of the
 * window. "Accept all" and "Essential only" are equally prominent; "Preferences"
 * opens the side panel. Marked with data-cookie-banner, which the newsletter
 * popup waits for.
 */
export function CookieBanner({ onAcceptAll, onEssentialOnly, onSavePreferences, preferencesOpen = false }: CookieBannerProps) {
  const { t } = useLingui()
  const [panelOpen, setPanelOpen] = useState(preferencesOpen)
  // Stays mounted once opened, so closing it still animates.
  const [panelMounted, setPanelMounted] = useState(preferencesOpen)
  const preferencesButton = useRef<HTMLButtonElement>(null)
  const loadPanel = () => void CookiePreferences.preload().catch(() => undefined)
  const openPanel = () => {
    setPanelMounted(true)
    setPanelOpen(true)
  }
  const closePanel = () => {
    setPanelOpen(false)
    // The drawer's own focus return needs to have seen itself open, which a drawer mounted open has not.
    preferencesButton.current?.focus()
  }
  // On a busy device the drawer's focus trap can still pull focus in while it closes (its activation
  // comes late); when the exit ends, focus is then on the closing drawer or, once it is gone, nowhere.
  const keepFocusOnButton = () => {
    const active = document.activeElement
    if (active === null || active === document.body || active.closest('[role="dialog"]')) preferencesButton.current?.focus()
  }
  return (
    <section data-cookie-banner aria-labelledby="cookie-banner-title" className={classes.banner}>
      <Stack gap="sm" className={classes.inner}>
        <Text id="cookie-banner-title" fw={700}>
          {t`Cookies on this site`}
        </Text>
        <Text size="sm">
          {t`We use essential cookies to make this site work. With your permission we also use analytics cookies to improve the site and marketing cookies to measure our advertising.`}{' '}
          <LocaleLink to="/privacy" hash="cookies" fw={600} underline="always">
            {t`Read the cookie policy`}
          </LocaleLink>
        </Text>
        <Group gap="sm" justify="space-between" align="center">
          <Columns cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: '1 1 24rem', maxWidth: '36rem' }}>
            <Button size="md" fullWidth onClick={onEssentialOnly}>
              {t`Essential only`}
            </Button>
            <Button size="md" fullWidth onClick={onAcceptAll}>
              {t`Accept all`}
            </Button>
          </Columns>
          <Button
            size="md"
            variant="subtle"
            leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
            aria-haspopup="dialog"
            ref={preferencesButton}
            onPointerEnter={loadPanel}
            onFocus={loadPanel}
            onClick={openPanel}
          >
            {t`Preferences`}
          </Button>
        </Group>
      </Stack>
      {panelMounted && (
        <Suspense fallback={null}>
          <CookiePreferences
            opened={panelOpen}
            onClose={closePanel}
            onClosed={keepFocusOnButton}
            initial={{ analytics: false, marketing: false }}
            onSave={onSavePreferences}
          />
        </Suspense>
      )}
    </section>
  )
}
