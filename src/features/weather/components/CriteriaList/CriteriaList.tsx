import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '~/lib/i18n/locales'
import { formatCriterionValue } from '../../forecast/reason-messages'
import { precipitationLimitMm, type CriterionCode, type HourCriterion, type Threshold } from '../../forecast/verdict'
import { lightningLabels } from '../../forecast/word-messages'
import { VerdictBadge } from '../VerdictBadge/VerdictBadge'
import classes from './CriteriaList.module.css'

const criterionNames: Record<CriterionCode, MessageDescriptor> = {
  wind: msg`Wind`,
  gusts: msg`Gusts`,
  gustSpread: msg`Gusts above the mean`,
  visibility: msg`Visibility`,
  precipitation: msg`Precipitation`,
  precipitationProbability: msg`Chance of precipitation`,
  thunderstorm: msg`Thunderstorm risk`,
  cloudBase: msg`Cloud base (broken or overcast)`,
  exitWind: msg`Wind at exit height`,
  windShear: msg`Wind shear near the ground`,
  night: msg`Daylight`,
  missingData: msg`Forecast data`,
}

const units: Partial<Record<CriterionCode, string>> = {
  wind: 'm/s',
  gusts: 'm/s',
  gustSpread: 'm/s',
  visibility: 'km',
  precipitation: 'mm',
  precipitationProbability: '%',
  cloudBase: 'm',
  exitWind: 'm/s',
  windShear: 'm/s / 300 m',
}

export interface CriteriaListProps {
  criteria: readonly HourCriterion[]
  limits: Partial<Record<CriterionCode, Threshold>>
  locale: Locale
}

/** Every criterion of an hour with its value, its limit and the margin left to it. */
export function CriteriaList({ criteria, limits, locale }: CriteriaListProps) {
  const { t, i18n } = useLingui()
  const measure = (code: CriterionCode, value: number | string | null) => {
    if (typeof value === 'number') return `${formatCriterionValue(code, value, locale)} ${units[code] ?? ''}`.trim()
    if (code === 'thunderstorm' && (value === 'none' || value === 'low' || value === 'moderate' || value === 'high')) return i18n._(lightningLabels[value])
    if (code === 'night') return value === 'night' ? t`dark` : t`light`
    return '-'
  }
  const none = <span className={classes.dimmed}>-</span>
  return (
    // Plain table elements rather than Mantine's Table parts, each a few components of its own: the
    // table is part of the task that shows a new forecast (decision 028). The browser's own scrolling
    // too: Mantine's scroll area measured its viewport in ref callbacks and so rendered it twice.
    <div className={classes.scroll} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>
          <Trans>Each criterion now, with its limit and the margin left</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Criterion`}</th>
            <th scope="col">{t`Now`}</th>
            <th scope="col">{t`Limit`}</th>
            <th scope="col">{t`Margin`}</th>
            <th scope="col">{t`Verdict`}</th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => {
            // The fixed rule is the same for every jump type, so the table of a jump type's limits leaves it out.
            const limit = criterion.code === 'precipitation' ? precipitationLimitMm : limits[criterion.code]?.limit
            return (
              <tr key={criterion.code}>
                <th scope="row" className={classes.rowHeader}>
                  {i18n._(criterionNames[criterion.code])}
                </th>
                <td>{measure(criterion.code, criterion.value)}</td>
                <td>{limit === null || limit === undefined ? none : measure(criterion.code, limit)}</td>
                <td>{criterion.margin === null ? none : measure(criterion.code, criterion.margin)}</td>
                <td>
                  <VerdictBadge verdict={criterion.status} size="sm" />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
