import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'

/** The list could not be loaded: the message and a retry. */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert color="red">
      {message}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  )
}

export interface ConfirmRemoveProps {
  /** The button's accessible name, e.g. "Remove photo 3". */
  label: string
  /** What removing takes off the site, asked before it happens. */
  warning: ReactNode
  onConfirm(): void
}

/** A remove button that first says what removing takes away, then asks "Yes, remove" or "Cancel". */
export function ConfirmRemove({ label, warning, onConfirm }: ConfirmRemoveProps) {
  const [confirming, setConfirming] = useState(false)
  if (!confirming) {
    return (
      <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-label={label}>
        <Trans>Remove</Trans>
      </Button>
    )
  }
  return (
    <Group gap="xs" role="group" aria-label={`${label}?`}>
      <Text size="sm" c="red.9">
        {warning}
      </Text>
      <Button size="xs" color="red.9" onClick={onConfirm}>
        <Trans>Yes, remove</Trans>
      </Button>
      <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </Group>
  )
}
