import chartsCss from '@mantine/charts/styles.css?inline'
import { LineChart, type ChartReferenceLineProps } from '@mantine/charts'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import type { Locale } from '~/lib/i18n/locales'
import { clockOf } from '../../forecast/amsterdam-time'
import { formatMeasure } from '../../forecast/texts'
import type { CriterionCode, Threshold } from '../../forecast/verdict'
import type { WeatherHour } from '../../forecast/weather-hour'

export interface TrendChartsProps {
  hours: readonly WeatherHour[]
  limits: Partial<Record<CriterionCode, Threshold>>
  locale: Locale
}

const aloft = (hour: WeatherHour, altitudeM: number) => hour.windsAloft.find((row) => row.altitudeM === altitudeM)?.speedMs ?? null

function limitLines(threshold: Threshold | undefined, scale: number, limitLabel: string, cautionLabel: string): ChartReferenceLineProps[] {
  if (!threshold) return []
  const lines: ChartReferenceLineProps[] = [{ y: threshold.marginalFrom / scale, color: 'yellow.7', label: cautionLabel }]
  if (threshold.limit !== null) lines.push({ y: threshold.limit / scale, color: 'red.7', label: limitLabel })
  return lines
}

/** Two days of wind, cloud base, visibility and temperature, with the jump type's limits drawn in. */
export function TrendCharts({ hours, limits, locale }: TrendChartsProps) {
  const { t } = useLingui()
  const data = hours.map((hour) => ({
    time: clockOf(hour.time),
    wind: hour.windSpeedMs,
    gusts: hour.windGustsMs,
    wind1500: aloft(hour, 1500),
    wind4000: aloft(hour, 4000),
    ceiling: hour.ceilingM ?? null,
    cloudBase: hour.cloudBaseM,
    visibility: hour.visibilityM === null ? null : hour.visibilityM / 1000,
    temperature: hour.temperatureC,
    dewPoint: hour.dewPointC,
  }))
  const limit = t`limit`
  const caution = t`caution`
  const number = (value: number) => formatMeasure(value, locale)
  const chart = (title: string, unit: string, series: { name: keyof (typeof data)[number]; label: string; color: string }[], referenceLines: ChartReferenceLineProps[]) => (
    <Stack gap={4} component="figure" m={0}>
      <Title order={3} size="h4">
        {title} ({unit})
      </Title>
      <LineChart
        h={220}
        data={data}
        dataKey="time"
        series={series.map((entry) => ({ name: entry.name, label: entry.label, color: entry.color }))}
        referenceLines={referenceLines}
        withLegend
        curveType="monotone"
        withDots={false}
        connectNulls
        valueFormatter={number}
        xAxisProps={{ interval: 5 }}
      />
    </Stack>
  )
  return (
    <Stack gap="xl">
      {/* Only this chunk needs the charts' styles: not in the site's one stylesheet. */}
      <style href="pp-weather-charts" precedence="pp-weather">
        {chartsCss}
      </style>
      <Text size="sm" c="dimmed">
        {t`The next 48 hours, Amsterdam time. Yellow lines: caution from; red lines: the limit.`}
      </Text>
      {chart(
        t`Wind`,
        'm/s',
        [
          { name: 'wind', label: t`Surface wind`, color: 'blue.6' },
          { name: 'gusts', label: t`Gusts`, color: 'red.6' },
          { name: 'wind1500', label: t`At 1,500 m`, color: 'teal.6' },
          { name: 'wind4000', label: t`At 4,000 m`, color: 'grape.6' },
        ],
        limitLines(limits.wind, 1, limit, caution),
      )}
      {chart(
        t`Cloud base`,
        'm',
        [
          { name: 'ceiling', label: t`Ceiling (broken or overcast)`, color: 'gray.7' },
          { name: 'cloudBase', label: t`Base of cumulus`, color: 'cyan.6' },
        ],
        limitLines(limits.cloudBase, 1, limit, caution),
      )}
      {chart(t`Visibility`, 'km', [{ name: 'visibility', label: t`Visibility`, color: 'indigo.6' }], limitLines(limits.visibility, 1000, limit, caution))}
      {chart(
        t`Temperature`,
        '°C',
        [
          { name: 'temperature', label: t`Temperature`, color: 'orange.6' },
          { name: 'dewPoint', label: t`Dew point`, color: 'blue.4' },
        ],
        [],
      )}
    </Stack>
  )
}
