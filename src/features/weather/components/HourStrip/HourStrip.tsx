import { useLingui } from '@lingui/react/macro'
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

/**
 * The next hours side by side: verdict colour and word, wind with its direction, gusts. Plain
 * elements rather than Mantine's Text: a dozen hours of four texts each were some 250 React fibers
 * to render and commit when a forecast arrives (decision 028).
 */
export function HourStrip({ hours, locale }: HourStripProps) {
  const { t, i18n } = useLingui()
  return (
    <ol className={classes.strip} aria-label={t`The next hours`}>
      {hours.map((hour) => (
        <li key={hour.time} className={classes.hour} style={{ '--verdict-color': verdictCssColor[hour.verdict] } as CSSProperties}>
          <strong className={classes.clock}>{clockOf(hour.time)}</strong>
          <span className={classes.detail}>{i18n._(verdictLabels[hour.verdict])}</span>
          {hour.windSpeedMs !== null && (
            <span className={classes.wind}>
              {/* A calm or shifting wind has no direction, but its speed still counts. */}
              {hour.windDirectionDeg !== null && <WindArrow directionDeg={hour.windDirectionDeg} size={14} />}
              {formatMeasure(hour.windSpeedMs, locale)}
            </span>
          )}
          {hour.windGustsMs !== null && (
            <span className={`${classes.detail} ${classes.dimmed}`}>
              {t`gusts`} {formatMeasure(hour.windGustsMs, locale)}
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
