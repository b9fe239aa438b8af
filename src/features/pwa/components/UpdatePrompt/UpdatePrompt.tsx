import { Trans } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'

export interface UpdatePromptProps {
  /** Activates the new version and reloads the page. */
  onReload: () => void
  /** Hides the prompt; the new version starts on the next visit. */
  onDismiss: () => void
}

/** Offers the new version of the site once it is installed in the background. */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  return (
    <Paper role="alert" shadow="md" p="sm" withBorder>
      <Text size="sm" mb="xs">
        <Trans>A new version of this site is available.</Trans>
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onReload}>
          <Trans>Reload</Trans>
        </Button>
        <Button size="xs" variant="subtle" onClick={onDismiss}>
          <Trans>Later</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
