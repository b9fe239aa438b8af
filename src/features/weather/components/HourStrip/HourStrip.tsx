import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { CSSProperties } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { clockOf } from '../../forecast/amsterdam-time'
import { formatMeasure } from '../../forecast/texts'
import type { WeatherHour } from '../../forecast/weather-hour'
import { verdictLabels } from '../../forecast/word-messages'
import { verdictCssColor } from '../verdict-colors'
import { WindArrow } from '../WindArrow/WindArrow'
import classes from './HourStrip.module.css'

export interface HourStripProps {
  hours: readonly WeatherHour[]
  locale: Locale
}

/** The next hours side by side: verdict colour and word, wind with its direction, gusts. */
export function HourStrip({ hours, locale }: HourStripProps) {
  const { t, i18n } = useLingui()
  return (
    <ol className={classes.strip} aria-label={t`The next hours`}>
      {hours.map((hour) => (
        <li key={hour.time} className={classes.hour} style={{ '--verdict-color': verdictCssColor[hour.verdict] } as CSSProperties}>
          <Text fw={700} size="sm">
            {clockOf(hour.time)}
          </Text>
          <Text size="xs">{i18n._(verdictLabels[hour.verdict])}</Text>
          {hour.windSpeedMs !== null && hour.windDirectionDeg !== null && (
            <Text size="sm" component="span" display="flex" style={{ alignItems: 'center', gap: 4 }}>
              <WindArrow directionDeg={hour.windDirectionDeg} size={14} />
              {formatMeasure(hour.windSpeedMs, locale)}
            </Text>
          )}
          {hour.windGustsMs !== null && (
            <Text size="xs" c="dimmed">
              {t`gusts`} {formatMeasure(hour.windGustsMs, locale)}
            </Text>
          )}
        </li>
      ))}
    </ol>
  )
}
