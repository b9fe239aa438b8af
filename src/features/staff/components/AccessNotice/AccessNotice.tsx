import '@mantine/core/styles/Alert.css'
import { Trans } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'

/** Shown instead of a staff screen to a staff member the server gives no rights. */
export function AccessNotice({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Alert icon={<IconLock aria-hidden />} title={<Trans>No access to the staff screens</Trans>}>
      {isAdmin ? (
        <Trans>Your account has no authenticator app set up. Sign out and sign in again to set one up.</Trans>
      ) : (
        <Trans>Your account is not on the list of administrators. Ask an administrator to add your e-mail address to ADMIN_EMAILS.</Trans>
      )}
    </Alert>
  )
}
