import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, Text } from '@mantine/core'
import classes from './ConnectionStatus.module.css'

export interface ConnectionStatusProps {
  /** Whether the browser has a network connection. */
  online: boolean
  /** When the oldest saved copy on screen was fetched (ms since epoch); null when all is current. @default null */
  asOf?: number | null
}

/** Says when the visitor is offline and when what they see may be out of date. */
export function ConnectionStatus({ online, asOf = null }: ConnectionStatusProps) {
  const { i18n } = useLingui()
  if (online && asOf === null) return null
  const time = asOf === null ? null : i18n.date(new Date(asOf), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Paper role="status" shadow="md" p="sm" withBorder className={classes.status}>
      <Text size="sm" fw={600}>
        {online ? <Trans>Some information may be out of date</Trans> : <Trans>You are offline</Trans>}
      </Text>
      <Text size="sm">
        {time === null ? (
          <Trans>You are seeing the copy saved on this device.</Trans>
        ) : (
          <Trans>You are seeing the copy saved on this device, as of {time}.</Trans>
        )}
      </Text>
    </Paper>
  )
}
