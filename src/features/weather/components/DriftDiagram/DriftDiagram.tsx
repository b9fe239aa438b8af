import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Text } from '@mantine/core'
import type { Locale } from '~/lib/i18n/locales'
import { formatKm } from '../../forecast/texts'
import type { WeatherHour } from '../../forecast/weather-hour'
import { compassPoint } from '../../forecast/word-messages'
import classes from '../WeatherMap/WeatherMap.module.css'

export interface DriftDiagramProps {
  drift: NonNullable<WeatherHour['drift']>
  locale: Locale
}

const size = 220
const centre = size / 2
/** The diagram shows 5 km around the landing area. */
const metresPerPixel = 5000 / (centre - 16)

function offset(distanceM: number, towardsDeg: number): [number, number] {
  const radians = (towardsDeg * Math.PI) / 180
  return [(Math.sin(radians) * distanceM) / metresPerPixel, (-Math.cos(radians) * distanceM) / metresPerPixel]
}

/**
 * Spotting: where to open and where to exit for the winds aloft. The arrows run upwind from the
 * landing area: canopy drift to the opening point, then freefall drift to the exit point.
 */
export function DriftDiagram({ drift, locale }: DriftDiagramProps) {
  const { t, i18n } = useLingui()
  const [openX, openY] = offset(drift.canopy.distanceM, drift.canopy.towardsDeg + 180)
  const [freeX, freeY] = offset(drift.freefall.distanceM, drift.freefall.towardsDeg + 180)
  const exitX = openX + freeX
  const exitY = openY + freeY
  const upwind = i18n._(compassPoint(drift.total.towardsDeg + 180))
  const total = formatKm(drift.total.distanceM, locale)
  const canopy = formatKm(drift.canopy.distanceM, locale)
  const freefall = formatKm(drift.freefall.distanceM, locale)
  return (
    <Stack gap={4} align="center">
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={t`Exit point about ${total} km ${upwind} of the landing area`}>
        <defs>
          <marker id="drift-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 Z" className={classes.arrow} />
          </marker>
        </defs>
        <circle cx={centre} cy={centre} r={centre - 16} fill="none" stroke="var(--mantine-color-default-border)" strokeDasharray="4 4" />
        <line x1={centre} y1={centre} x2={centre + openX} y2={centre + openY} stroke="var(--mantine-color-blue-6)" strokeWidth={3} markerEnd="url(#drift-head)" />
        <line x1={centre + openX} y1={centre + openY} x2={centre + exitX} y2={centre + exitY} stroke="var(--mantine-color-orange-6)" strokeWidth={3} markerEnd="url(#drift-head)" />
        <circle cx={centre} cy={centre} r={5} fill="var(--mantine-color-text)" />
        <text x={centre} y={14} textAnchor="middle" fontSize={12} fill="var(--mantine-color-text)">
          N
        </text>
      </svg>
      <Text size="sm" ta="center">
        <Trans>
          Canopy (blue) {canopy} km, freefall (orange) {freefall} km: exit about {total} km {upwind} of the landing area. Circle: 5 km.
        </Trans>
      </Text>
    </Stack>
  )
}
