import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router'
import { SignInPage } from '~/features/staff/components/SignIn/SignInPage'
import { safeStaffRedirect, type SignInReason } from '~/features/staff/auth/staff-session'
import { headForStaff } from '~/features/seo/head-for-staff'

const reasons: readonly string[] = ['session-expired', 'signed-out', 'required'] satisfies SignInReason[]

// Checked by hand, not with valibot: route options are part of every page's start-up code.
export const Route = createFileRoute('/admin/auth')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    reason: reasons.includes(String(search.reason)) ? (search.reason as SignInReason) : undefined,
    enrol: typeof search.enrol === 'string' && /^[A-Za-z0-9]{43}$/.test(search.enrol) ? search.enrol : undefined,
  }),
  head: () => headForStaff('/admin/auth'),
  component: SignInRoute,
})

type SignInSearch = { redirect?: string; reason?: SignInReason; enrol?: string }

function SignInRoute() {
  // The router's state rather than Route.useSearch(): that hook would be split off into a module
  // file of its own that every public page then loads at start.
  const { redirect, reason, enrol } = useRouterState({ select: (state) => state.location.search as SignInSearch })
  const navigate = useNavigate()
  // replace: the set-up link's token leaves the history with the sign-in page
  return <SignInPage reason={reason} enrolmentToken={enrol} onSignedIn={() => void navigate({ href: safeStaffRedirect(redirect), replace: true })} />
}
