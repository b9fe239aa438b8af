import { Trans, useLingui } from '@lingui/react/macro'
import { Table, Text } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '~/lib/i18n/locales'
import { formatCriterionValue } from '../../forecast/reason-messages'
import type { CriterionCode, HourCriterion, Threshold } from '../../forecast/verdict'
import { lightningLabels } from '../../forecast/word-messages'
import { VerdictBadge } from '../VerdictBadge/VerdictBadge'

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
  return (
    // The browser's own scrolling: Mantine's scroll area measures its viewport in ref callbacks, which
    // rendered the whole table a second time in the task that shows a new forecast.
    <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>
          <Trans>Each criterion now, with its limit and the margin left</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Criterion`}</Table.Th>
            <Table.Th scope="col">{t`Now`}</Table.Th>
            <Table.Th scope="col">{t`Limit`}</Table.Th>
            <Table.Th scope="col">{t`Margin`}</Table.Th>
            <Table.Th scope="col">{t`Verdict`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((criterion) => {
            const limit = limits[criterion.code]?.limit
            return (
              <Table.Tr key={criterion.code}>
                <Table.Th scope="row" fw={500}>
                  {i18n._(criterionNames[criterion.code])}
                </Table.Th>
                <Table.Td>{measure(criterion.code, criterion.value)}</Table.Td>
                <Table.Td>{limit === null || limit === undefined ? <Text span c="dimmed">-</Text> : measure(criterion.code, limit)}</Table.Td>
                <Table.Td>{criterion.margin === null ? <Text span c="dimmed">-</Text> : measure(criterion.code, criterion.margin)}</Table.Td>
                <Table.Td>
                  <VerdictBadge verdict={criterion.status} size="sm" />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
