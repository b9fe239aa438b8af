import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Locale } from '~/lib/i18n/locales'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { overviewQueryOptions } from '../../api/weather-api'
import type { WeatherHour } from '../../forecast/weather-hour'
import { WeatherError } from '../WeatherError/WeatherError'
import { DriftDiagram } from '../DriftDiagram/DriftDiagram'
import { MapLegend } from './MapLegend'
import { WeatherMap } from './WeatherMap'

export interface WeatherMapTabProps {
  selected: string
  onSelect: (slug: string) => void
  /** The selected location's hour under way, for its drift. */
  hour: WeatherHour | null
  locale: Locale
}

/** The map tab, loaded only when it opens: every location's verdict now, and spotting for the one chosen. */
export function WeatherMapTab({ selected, onSelect, hour, locale }: WeatherMapTabProps) {
  const { t } = useLingui()
  const overview = useQuery(overviewQueryOptions(locale), useSiteQueryClient())
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="xs" style={{ flex: '1 1 300px' }} maw={380}>
        {overview.isPending && <Loader role="status" aria-label={t`Loading the map`} />}
        {overview.isError && <WeatherError detail={(overview.error as Error).message} onRetry={() => void overview.refetch()} />}
        {overview.data && <WeatherMap locations={overview.data.locations} selected={selected} onSelect={onSelect} locale={locale} />}
        <MapLegend />
      </Stack>
      <Stack gap="xs" style={{ flex: '1 1 240px' }}>
        <Title order={3}>
          <Trans>Drift and spot</Trans>
        </Title>
        {hour?.drift ? (
          <DriftDiagram drift={hour.drift} locale={locale} />
        ) : (
          <Text>
            <Trans>The winds aloft of this hour do not reach exit height: no drift to show.</Trans>
          </Text>
        )}
      </Stack>
    </Group>
  )
}
