import { Trans } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { resetConsent } from './reset-consent'

/** The "change your cookie choice" control of the cookie policy (product §4). */
export function CookieReset() {
  const [done, setDone] = useState(false)
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="lg"
        variant="outline"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => {
          resetConsent()
          setDone(true)
        }}
      >
        <Trans>Reset cookie preferences</Trans>
      </Button>
      {/* Always rendered so screen readers announce the message when it appears. */}
      <Text role="status" size="sm" fw={600}>
        {done && <Trans>Your cookie preferences have been reset. You will be asked again for your choice.</Trans>}
      </Text>
    </Stack>
  )
}
