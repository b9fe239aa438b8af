import '@mantine/core/styles/Alert.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCloudOff, IconHistory } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { clockOf } from '../../forecast/amsterdam-time'
import { reasonText } from '../../forecast/reason-messages'
import type { JumpWindow } from '../../forecast/next-window'
import { formatMeasure } from '../../forecast/texts'
import type { WeatherHour } from '../../forecast/weather-hour'
import { jumpTypeInSentence } from '../../forecast/word-messages'
import type { JumpType } from '../../forecast/jump-limits'
import { formatDateTime, formatDay, formatInstant } from '../format'
import { useTranslate } from '../useTranslate'
import { VerdictBadge } from '../VerdictBadge/VerdictBadge'
import { verdictCssColor } from '../verdict-colors'
import classes from './VerdictSummary.module.css'

export interface VerdictSummaryProps {
  placeName: string
  /** The hour under way. */
  hour: WeatherHour
  jumpType: JumpType
  nextWindow: JumpWindow | null
  fetchedAt: string
  /** The provider could not be asked again: this is the last forecast the server had. */
  stale: boolean
  /** Shown from this device's copy (offline or the server failing), saved at this time. */
  savedAt: number | null
  locale: Locale
}

/** The verdict first: the hour under way, why, the next jumpable window and how fresh the figures are. */
export function VerdictSummary({ placeName, hour, jumpType, nextWindow, fetchedAt, stale, savedAt, locale }: VerdictSummaryProps) {
  const { t, i18n } = useLingui()
  const translate = useTranslate()
  const jumps = i18n._(jumpTypeInSentence[jumpType])
  const agreement = hour.modelAgreement
  const time = clockOf(hour.time)
  const asOf = formatDateTime(fetchedAt, locale)
  const savedOn = savedAt === null ? '' : formatInstant(savedAt, locale)
  const windowDay = nextWindow ? formatDay(nextWindow.start, locale) : ''
  const windowStart = nextWindow ? clockOf(nextWindow.start) : ''
  const windowEnd = nextWindow ? clockOf(nextWindow.end) : ''
  const agreeing = agreement?.agreeing ?? 0
  const models = agreement?.models ?? 0
  const spread = formatMeasure(agreement?.windSpreadMs ?? 0, locale)
  return (
    <Paper withBorder p="md" radius="md" className={classes.summary} style={{ '--verdict-color': verdictCssColor[hour.verdict] } as CSSProperties}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <VerdictBadge verdict={hour.verdict} size="xl" />
          <Title order={2} size="h3">
            <Trans>
              {placeName}, {time}, for {jumps}
            </Trans>
          </Title>
        </Group>
        {hour.reasons.length > 0 && (
          <ul className={classes.reasons} aria-label={t`Reasons`}>
            {hour.reasons.map((reason) => (
              <li key={reason.code}>
                <Text span>{reasonText(reason, locale, translate)}</Text>
              </li>
            ))}
          </ul>
        )}
        <Text fw={500}>
          {nextWindow ? (
            <Trans>
              Next jumpable window: {windowDay} {windowStart}-{windowEnd}
            </Trans>
          ) : (
            <Trans>No jumpable window in the next 48 hours.</Trans>
          )}
        </Text>
        {agreement && (
          <Text size="sm">
            <Trans>
              Model agreement: {agreeing} of {models} models give this verdict; their winds are {spread} m/s apart.
            </Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <Trans>Forecast as of {asOf}</Trans>
        </Text>
        {stale && (
          <Alert color="yellow" variant="light" icon={<IconHistory aria-hidden />} p="xs">
            <Trans>The weather service did not answer: these are the last figures we received.</Trans>
          </Alert>
        )}
        {savedAt !== null && (
          <Alert color="gray" variant="light" icon={<IconCloudOff aria-hidden />} p="xs">
            <Trans>You are offline. This is the forecast saved on this device on {savedOn}.</Trans>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
