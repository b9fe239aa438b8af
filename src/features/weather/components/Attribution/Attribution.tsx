import { Trans } from '@lingui/react/macro'
import { Anchor, Group, Stack, Text } from '@mantine/core'

export interface AttributionProps {
  /** The models behind the forecast, as the server names them. */
  model?: string
}

/** Open-Meteo's licence asks for a link wherever its data is shown (CC BY 4.0). */
export function Attribution({ model }: AttributionProps) {
  return (
    <Stack gap={4}>
      <Group gap="md">
        <Anchor href="https://open-meteo.com/" target="_blank" rel="noopener" size="sm" className="touch-target">
          <Trans>Weather data by Open-Meteo.com</Trans>
        </Anchor>
        <Anchor href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener license" size="sm" className="touch-target">
          CC BY 4.0
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Models: KNMI HARMONIE-AROME, DWD ICON and ECMWF IFS; derived figures and verdicts are ours.</Trans>
        {model ? ` ${model}.` : ''} <Trans>The verdicts are advice: the instructor on the field decides.</Trans>
      </Text>
    </Stack>
  )
}
