import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Paper } from '@mantine/core'

export interface InstallButtonProps {
  /** Opens the browser's install dialog. */
  onInstall: () => void
  /** Hides the offer for this visit. */
  onDismiss: () => void
}

/** Shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton({ onInstall, onDismiss }: InstallButtonProps) {
  const { t } = useLingui()
  return (
    <Paper shadow="md" p={6} withBorder>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" onClick={onInstall}>
          <Trans>Install the app</Trans>
        </Button>
        <CloseButton size="sm" aria-label={t`Not now`} onClick={onDismiss} />
      </Group>
    </Paper>
  )
}
