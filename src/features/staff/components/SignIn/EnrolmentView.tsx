import '@mantine/core/styles/Code.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Code, Group, Image, List, Skeleton, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Enrolment } from '../../api/staff-api'

/** Draws the otpauth URI as a QR code in the browser; the key never leaves it. */
async function qrImage(uri: string): Promise<string> {
  const { toDataURL } = await import('qrcode')
  return toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
}

/** Setting up the authenticator app: scan the QR code, or type the key by hand. */
export function EnrolmentView({ enrolment, drawQr = qrImage }: { enrolment: Enrolment; drawQr?: (uri: string) => Promise<string> }) {
  const { t } = useLingui()
  const [qr, setQr] = useState('')
  useEffect(() => {
    let cancelled = false
    void drawQr(enrolment.uri).then((image) => !cancelled && setQr(image))
    return () => {
      cancelled = true
    }
  }, [drawQr, enrolment.uri])
  const account = enrolment.account
  return (
    <Stack gap="sm">
      <Text>
        <Trans>Set up an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password) for {account}:</Trans>
      </Text>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>
          <Trans>Scan this QR code with the app.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Or add an account by hand with the key below (time-based).</Trans>
        </List.Item>
        <List.Item>
          <Trans>Type the 6-digit code the app then shows.</Trans>
        </List.Item>
      </List>
      <Group justify="center">
        {qr ? (
          <Image src={qr} w={220} h={220} alt={t`QR code to scan with your authenticator app`} data-testid="totp-qr" />
        ) : (
          <Skeleton w={220} h={220} />
        )}
      </Group>
      <Stack gap={2}>
        <Text size="sm" fw={600} id="totp-key-label">
          <Trans>Key to type by hand</Trans>
        </Text>
        <Code block aria-labelledby="totp-key-label" data-testid="totp-key" fz="md">
          {enrolment.key}
        </Code>
      </Stack>
    </Stack>
  )
}
