import '@mantine/core/styles/Alert.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { useEffect } from 'react'
import { business } from '~/content/facts'
import { staffPageTitles } from '~/content/staff-pages'
import { usePageHydrated } from '~/lib/hydration/sections/usePageHydrated'
import { applyStoredStaffLocale } from '~/lib/i18n/staff-locale'
import type { SignInApi } from '../../api/staff-api'
import type { SignInReason } from '../../auth/staff-session'
import { staffMessages } from '../../staff-messages'
import { StaffLanguageSwitch } from '../StaffLanguageSwitch/StaffLanguageSwitch'
import { SignInFlow } from './SignInFlow'

export interface SignInPageProps {
  /** Why the person is here: their session ended, they signed out, or they had none. */
  reason?: SignInReason
  onSignedIn(): void
  api?: SignInApi
  drawQr?: (uri: string) => Promise<string>
  /** The token of the set-up link the page was opened from. */
  enrolmentToken?: string
}

/** /admin/auth: the staff sign-in, with the reason the person landed here. */
export function SignInPage({ reason, onSignedIn, api, drawQr, enrolmentToken }: SignInPageProps) {
  const { i18n } = useLinguiRuntime()
  usePageHydrated()
  // The page is prerendered without its address's query: what the query says shows once the page
  // has hydrated, so the first render matches the prerendered HTML.
  const mounted = useMounted()
  useEffect(() => {
    void applyStoredStaffLocale(window.localStorage)
  }, [])
  return (
    <Container size={460} py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Text fw={800}>{business.name}</Text>
          <StaffLanguageSwitch />
        </Group>
        <Title order={1}>{i18n._(staffPageTitles['/admin/auth'])}</Title>
        {mounted && reason === 'session-expired' && (
          <Alert role="status">
            {i18n._(staffMessages['session.expired'])}
          </Alert>
        )}
        {mounted && reason === 'signed-out' && (
          <Alert role="status">
            <Trans>You are signed out.</Trans>
          </Alert>
        )}
        {mounted && enrolmentToken && (
          <Alert role="status">
            <Trans>Sign in with your password to set up your authenticator app.</Trans>
          </Alert>
        )}
        <Paper withBorder p="lg">
          <SignInFlow onSignedIn={onSignedIn} api={api} drawQr={drawQr} enrolmentToken={enrolmentToken} />
        </Paper>
        <Anchor href="/" size="sm">
          <Trans>Back to the website</Trans>
        </Anchor>
      </Stack>
    </Container>
  )
}
