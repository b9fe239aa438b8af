import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Anchor, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconLogout } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { business } from '~/content/facts'
import type { staffPaths } from '~/content/site-urls'
import { staffPageTitles } from '~/content/staff-pages'
import { staffNavigation } from '~/content/staff-screens'
import type { Locale } from '~/lib/i18n/locales'
import type { StaffUser } from '../../api/staff-api'
import { formatStaffDateTime } from '../../format-staff-date'
import { useStaffLocale } from '../../use-staff-locale'
import { StaffLanguageSwitch } from '../StaffLanguageSwitch/StaffLanguageSwitch'
import classes from './StaffLayout.module.css'

export interface StaffLayoutProps {
  /** The signed-in person. */
  user: StaffUser
  /** The staff screen shown, for the navigation's current entry. */
  currentPath: string
  /** Signs out on this device. */
  onSignOut(): void
  /** Ends every session of this person, on every device. */
  onSignOutEverywhere(): void
  /** Switches the staff screens' language. */
  onLanguage(locale: Locale): void
  children: ReactNode
}

/** The frame of every staff screen: navigation, the signed-in person, language and sign-out. */
export function StaffLayout({ user, currentPath, onSignOut, onSignOutEverywhere, onLanguage, children }: StaffLayoutProps) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const locale = useStaffLocale()
  const person = user.name || user.email
  const previous = user.previousLogin ? formatStaffDateTime(user.previousLogin, locale) : ''
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md">
            <Text fw={800}>{business.name}</Text>
            <Anchor href="/" size="sm">
              <Trans>Back to the website</Trans>
            </Anchor>
          </Group>
          <Group gap="sm">
            <StaffLanguageSwitch onLanguage={onLanguage} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton>
                  <Group gap={6} wrap="nowrap">
                    <Stack gap={0} align="flex-end">
                      <Text size="sm" fw={600}>
                        {person}
                      </Text>
                      {previous && (
                        <Text size="xs" c="dimmed">
                          <Trans>Previous sign-in: {previous}</Trans>
                        </Text>
                      )}
                    </Stack>
                    <IconChevronDown size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
                  <Trans>Sign out</Trans>
                </Menu.Item>
                <Menu.Item onClick={onSignOutEverywhere}>
                  <Trans>Sign out on every device</Trans>
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </header>
      <nav className={classes.nav} aria-label={t`Staff screens`}>
        <div className={classes.navList}>
          {staffNavigation.map((path: (typeof staffPaths)[number]) => (
            <Link key={path} to={path} className={classes.navLink} activeOptions={{ exact: true }} aria-current={path === currentPath ? 'page' : undefined}>
              {i18n._(staffPageTitles[path])}
            </Link>
          ))}
        </div>
      </nav>
      <main className={classes.main} id="main">
        {children}
      </main>
    </div>
  )
}
