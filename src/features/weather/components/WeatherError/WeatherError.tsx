import '@mantine/core/styles/Alert.css'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'

export interface WeatherErrorProps {
  /** The server's explanation in the visitor's language, when it gave one. */
  detail?: string
  onRetry: () => void
}

/** "Could not load weather data" / "Kan weergegevens niet laden", with a way to try again. */
export function WeatherError({ detail, onRetry }: WeatherErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconCloudOff aria-hidden />} title={<Trans>Could not load weather data</Trans>} role="alert">
      <Stack gap="sm" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Text size="sm">
          <Trans>Check your connection and try again. Forecasts you opened before are kept on this device.</Trans>
        </Text>
        <Button variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  )
}
