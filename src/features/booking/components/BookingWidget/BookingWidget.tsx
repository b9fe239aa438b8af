import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, Paper, Stack, Text, VisuallyHidden, type ButtonProps } from '@mantine/core'
import { IconBrandWhatsapp, IconCalendarEvent, IconChevronDown, IconInfoCircle, IconParachute, IconPhone } from '@tabler/icons-react'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, useCallback, useEffect, useId, useState, type AnchorHTMLAttributes } from 'react'
import { telHref, useSiteFacts, whatsappHref } from '~/lib/site-facts'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { rememberedWidgetState, rememberWidgetState, type WidgetState } from '../../widget-memory'
import classes from './BookingWidget.module.css'
import { accentButton } from '~/lib/theme/theme'

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
))
ButtonAnchor.displayName = 'ButtonAnchor'
const ButtonLink: LinkComponent<typeof ButtonAnchor> = createLink(ButtonAnchor)

/** Minimised on every screen (open, it would lie over the page), unless the visitor chose otherwise this session. */
function initialState(defaultState: WidgetState | undefined): WidgetState {
  return rememberedWidgetState(window.sessionStorage) ?? defaultState ?? 'minimised'
}

/**
 * While the panel is open, the page keeps what has focus clear of it (the focus scroll margins
 * follow `data-booking-panel`, see SiteShell.module.css) and Escape closes it without moving focus
 * (WCAG 2.4.11).
 */
function useOpenPanel(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    root.dataset.bookingPanel = 'open'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      delete root.dataset.bookingPanel
      document.removeEventListener('keydown', onKey)
    }
  }, [open, close])
}

/** Where "Book now" leads: a language-neutral path, its search and fragment. */
export interface BookNowTarget {
  path: string
  search: Record<string, string>
  hash: string
}

export interface BookingWidgetProps {
  /** The contact section with the Tandem tab (product §2.6); composed by the route, which knows the enquiry form. */
  bookNow: BookNowTarget
  /** The state before the visitor chooses one (stories); otherwise it depends on the screen width. */
  defaultState?: WidgetState
}

/** The floating booking widget (product §2 fixed elements): call, WhatsApp, book now, more info; minimisable. */
export function BookingWidget({ bookNow, defaultState }: BookingWidgetProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const panelId = useId()
  const facts = useSiteFacts()
  const [state, setState] = useState<WidgetState>(() => initialState(defaultState))
  const change = useCallback((next: WidgetState) => {
    rememberWidgetState(window.sessionStorage, next)
    setState(next)
  }, [])
  useOpenPanel(state === 'expanded', useCallback(() => change('minimised'), [change]))

  return (
    <section aria-label={t`Book a jump`} className={classes.widget}>
      {state === 'minimised' ? (
        <Button
          size="md"
          radius="xl"
          color={accentButton.color}
          autoContrast
          leftSection={<IconParachute size={20} aria-hidden />}
          aria-expanded={false}
          onClick={() => change('expanded')}
        >
          {t`Book a jump`}
        </Button>
      ) : (
        <Paper id={panelId} shadow="lg" withBorder p="sm" radius="md" className={classes.panel}>
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={700}>{t`Book a jump`}</Text>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t`Minimise booking options`}
              aria-expanded
              aria-controls={panelId}
              onClick={() => change('minimised')}
            >
              <IconChevronDown size={20} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <ButtonLink
              to={localizePath(bookNow.path, locale)}
              search={bookNow.search}
              hash={bookNow.hash}
              size="sm"
              fullWidth
              color={accentButton.color}
              autoContrast
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t`Book now`}
            </ButtonLink>
            {(facts?.phone || facts?.whatsapp) && (
              <Group grow gap="xs">
                {facts.phone && (
                  <Button component="a" href={telHref(facts.phone)} size="sm" px="xs" variant="light" leftSection={<IconPhone size={18} aria-hidden />}>
                    {t`Call`}
                  </Button>
                )}
                {facts.whatsapp && (
                  <Button
                    component="a"
                    href={whatsappHref(facts.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    px="xs"
                    variant="light"
                    leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
                  >
                    WhatsApp
                    <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            )}
            <ButtonLink
              to={localizePath('/services', locale)}
              size="sm"
              variant="default"
              fullWidth
              leftSection={<IconInfoCircle size={18} aria-hidden />}
            >
              {t`More info`}
            </ButtonLink>
          </Stack>
        </Paper>
      )}
    </section>
  )
}

