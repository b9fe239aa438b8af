import { useLingui } from '@lingui/react/macro'
import { Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { clockOf, dayOf } from '../../forecast/amsterdam-time'
import { formatKm, formatMeasure } from '../../forecast/texts'
import type { WeatherHour } from '../../forecast/weather-hour'
import { cloudTypeLabels, compassPoint, lightningLabels, turbulenceLabels, uvLabels } from '../../forecast/word-messages'
import { formatDay } from '../format'
import { VerdictBadge } from '../VerdictBadge/VerdictBadge'
import classes from './DetailedTable.module.css'

export interface DetailedTableProps {
  hours: readonly WeatherHour[]
  locale: Locale
}

interface Column {
  header: string
  cell: (hour: WeatherHour) => ReactNode
}

/** Every figure of every hour, one row per hour, the time column fixed while the rest scrolls. */
export function DetailedTable({ hours, locale }: DetailedTableProps) {
  const { t, i18n } = useLingui()
  const number = (value: number | null, decimals = 1) => (value === null ? '-' : formatMeasure(value, locale, decimals))
  const aloft = (hour: WeatherHour, altitudeM: number) => {
    const row = hour.windsAloft.find((entry) => entry.altitudeM === altitudeM)
    return row ? `${formatMeasure(row.speedMs, locale)} ${i18n._(compassPoint(row.directionDeg))}` : '-'
  }
  const trend = (value: WeatherHour['pressureTrend']) => (value ? { rising: '↗', falling: '↘', steady: '→' }[value.trend] : '')
  const columns: Column[] = [
    { header: t`Verdict`, cell: (hour) => <VerdictBadge verdict={hour.verdict} size="sm" /> },
    { header: t`Wind (m/s)`, cell: (hour) => number(hour.windSpeedMs) },
    { header: t`From`, cell: (hour) => (hour.windDirectionDeg === null ? '-' : `${i18n._(compassPoint(hour.windDirectionDeg))} (${hour.windDirectionDeg}°)`) },
    { header: t`Gusts (m/s)`, cell: (hour) => number(hour.windGustsMs) },
    { header: t`Wind at 1,500 m`, cell: (hour) => aloft(hour, 1500) },
    { header: t`Wind at 4,000 m`, cell: (hour) => aloft(hour, 4000) },
    { header: t`Shear 10-300 m (m/s)`, cell: (hour) => number(hour.windShear.lowLevelMsPer300m) },
    { header: t`Turbulence`, cell: (hour) => i18n._(turbulenceLabels[hour.turbulence]) },
    { header: t`Visibility (km)`, cell: (hour) => (hour.visibilityM === null ? '-' : formatKm(hour.visibilityM, locale)) },
    { header: t`Cloud cover (%)`, cell: (hour) => number(hour.cloudCoverPct, 0) },
    { header: t`Cloud base (m)`, cell: (hour) => number(hour.cloudBaseM, 0) },
    { header: t`Ceiling (m)`, cell: (hour) => number(hour.ceilingM, 0) },
    { header: t`Clouds`, cell: (hour) => hour.cloudTypes.map((type) => i18n._(cloudTypeLabels[type])).join(', ') || '-' },
    { header: t`Precipitation (mm)`, cell: (hour) => number(hour.precipitationMm) },
    { header: t`Chance (%)`, cell: (hour) => number(hour.precipitationProbabilityPct, 0) },
    { header: t`Thunderstorm risk`, cell: (hour) => i18n._(lightningLabels[hour.lightningRisk]) },
    { header: t`Temperature (°C)`, cell: (hour) => number(hour.temperatureC) },
    { header: t`Feels like (°C)`, cell: (hour) => number(hour.feelsLikeC) },
    { header: t`Dew point (°C)`, cell: (hour) => number(hour.dewPointC) },
    { header: t`Humidity (%)`, cell: (hour) => number(hour.humidityPct, 0) },
    { header: t`Pressure (hPa)`, cell: (hour) => `${number(hour.pressureHpa)} ${trend(hour.pressureTrend)}`.trim() },
    { header: t`Density altitude (m)`, cell: (hour) => number(hour.densityAltitudeM, 0) },
    { header: t`UV index`, cell: (hour) => (hour.uvIndex === null || hour.uvCategory === null ? '-' : `${number(hour.uvIndex)} (${i18n._(uvLabels[hour.uvCategory])})`) },
    { header: t`Models agreeing`, cell: (hour) => (hour.modelAgreement ? `${hour.modelAgreement.agreeing}/${hour.modelAgreement.models}` : '-') },
  ]
  return (
    <Table.ScrollContainer minWidth={600} type="native" tabIndex={0}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing={4} captionSide="top">
        <Table.Caption>{t`Hour by hour, Amsterdam time; heights above the ground`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t`Time`}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((hour, index) => (
            <Table.Tr key={hour.time}>
              <Table.Th scope="row" className={classes.sticky}>
                {clockOf(hour.time)}
                {(index === 0 || dayOf(hour.time) !== dayOf(hours[index - 1]!.time)) && (
                  <Text span size="xs" c="dimmed" display="block">
                    {formatDay(hour.time, locale)}
                  </Text>
                )}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(hour)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
