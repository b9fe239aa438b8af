import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/Alert.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'

/** The ten recovery codes, shown this once, until the person says they have stored them. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useLingui()
  const [stored, setStored] = useState(false)
  const download = () => {
    const file = new Blob([`${t`Recovery codes for ParaPro Skydiving staff sign-in (each works once):`}\n\n${codes.join('\n')}\n`], { type: 'text/plain' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(file)
    link.download = 'parapro-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <Stack gap="md">
      <Alert title={t`Store these recovery codes now`}>
        <Trans>
          If you lose your phone, each code signs you in once instead of a code from the app. They are shown only now: print them,
          download them or keep them in a password manager.
        </Trans>
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label={t`Recovery codes`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={download}>
          <Trans>Download as a text file</Trans>
        </Button>
        <Button variant="default" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          <Trans>Copy</Trans>
        </Button>
      </Group>
      <Checkbox checked={stored} onChange={(event) => setStored(event.currentTarget.checked)} label={t`I have stored my recovery codes`} />
      <Text size="sm" c="dimmed">
        <Trans>Lost both your phone and the codes? A superuser can reset your authenticator app.</Trans>
      </Text>
      <Button disabled={!stored} onClick={onDone}>
        <Trans>Continue</Trans>
      </Button>
    </Stack>
  )
}
