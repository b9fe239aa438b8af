import { useLingui } from '@lingui/react/macro'
import { Center, Loader, VisuallyHidden } from '@mantine/core'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { applyStoredStaffLocale, chooseStaffLocale } from '~/lib/i18n/staff-locale'
import { usePageHydrated } from '~/lib/hydration/sections/usePageHydrated'
import type { SessionApi } from '../../api/staff-api'
import { StaffAuthProvider, useStaffAuth } from '../../auth/StaffAuthProvider'
import type { SignInReason } from '../../auth/staff-session'
import { AccessNotice } from '../AccessNotice/AccessNotice'
import { StaffLayout } from '../StaffLayout/StaffLayout'

/**
 * Every protected staff screen: the session is read first; without one the person goes to the
 * sign-in and, once signed in, back to the screen they asked for. The server enforces the rights;
 * this only decides what to show.
 */
export function StaffArea({ children, api }: { children: ReactNode; api?: SessionApi }) {
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  usePageHydrated()
  useEffect(() => {
    void applyStoredStaffLocale(window.localStorage)
  }, [])
  const toSignIn = (reason: SignInReason) => {
    void navigate({ to: '/admin/auth', search: { redirect: href, reason }, replace: true })
  }
  return (
    <StaffAuthProvider onSignedOut={toSignIn} api={api}>
      <Gate>{children}</Gate>
    </StaffAuthProvider>
  )
}

function Gate({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const auth = useStaffAuth()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (auth.loading || !auth.user) {
    return (
      <Center mih="100vh" role="status">
        <Loader />
        <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      </Center>
    )
  }
  return (
    <StaffLayout
      user={auth.user}
      currentPath={pathname}
      onSignOut={() => void auth.signOut()}
      onSignOutEverywhere={() => void auth.signOutEverywhere()}
      onLanguage={(locale) => void chooseStaffLocale(locale, window.localStorage)}
    >
      {auth.isAdmin && auth.hasMFA ? children : <AccessNotice isAdmin={auth.isAdmin} />}
    </StaffLayout>
  )
}
