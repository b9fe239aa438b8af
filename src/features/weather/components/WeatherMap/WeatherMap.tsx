import { useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import type { OverviewLocation } from '../../api/weather-api'
import { formatMeasure } from '../../forecast/texts'
import { verdictLabels } from '../../forecast/word-messages'
import { verdictCssColor } from '../verdict-colors'
import { mapHeight, mapWidth, outlinePath, project } from './map-geometry'
import classes from './WeatherMap.module.css'

export interface WeatherMapProps {
  locations: readonly OverviewLocation[]
  selected: string
  onSelect: (slug: string) => void
  locale: Locale
}

/** Every location coloured by its verdict now, with an arrow the way the wind blows; choose one to open it. */
export function WeatherMap({ locations, selected, onSelect, locale }: WeatherMapProps) {
  const { t, i18n } = useLingui()
  const onKey = (slug: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onSelect(slug)
    }
  }
  return (
    <svg viewBox={`0 0 ${mapWidth} ${mapHeight}`} className={classes.map} role="group" aria-label={t`Map of the jump locations`}>
      <path d={outlinePath} className={classes.land} aria-hidden />
      {locations.map((location) => {
        const [x, y] = project(location.longitude, location.latitude)
        const now = location.now
        const verdict = now ? i18n._(verdictLabels[now.verdict]) : t`no forecast`
        const wind = now?.windSpeedMs !== null && now?.windSpeedMs !== undefined ? `, ${t`wind`} ${formatMeasure(now.windSpeedMs, locale)} m/s` : ''
        const isSelected = location.slug === selected
        return (
          <g
            key={location.slug}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={`${location.name[locale]}: ${verdict}${wind}`}
            className={`${classes.place} ${isSelected ? classes.selected : ''}`}
            onClick={() => onSelect(location.slug)}
            onKeyDown={onKey(location.slug)}
          >
            <circle cx={x} cy={y} r={location.kind === 'city' ? 6 : 8} className={classes.marker} fill={now ? verdictCssColor[now.verdict] : 'var(--mantine-color-gray-5)'} />
            {now?.windDirectionDeg !== null && now?.windDirectionDeg !== undefined && (
              <path
                d="M0 -9 L4 0 L1 0 L1 9 L-1 9 L-1 0 L-4 0 Z"
                className={classes.arrow}
                transform={`translate(${x + 13} ${y}) rotate(${(now.windDirectionDeg + 180) % 360})`}
                aria-hidden
              />
            )}
          </g>
        )
      })}
    </svg>
  )
}
