import { useLingui } from '@lingui/react'
import { Group, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { Verdict } from '../../forecast/verdict'
import { verdictLabels } from '../../forecast/word-messages'
import { verdictCssColor } from '../verdict-colors'

const verdicts: readonly Verdict[] = ['go', 'marginal', 'no-go']

/** What the colours and arrows of the map mean. */
export function MapLegend() {
  const { i18n } = useLingui()
  return (
    <Group gap="md" wrap="wrap">
      {verdicts.map((verdict) => (
        <Group key={verdict} gap={6}>
          <svg width={14} height={14} aria-hidden>
            <circle cx={7} cy={7} r={6} fill={verdictCssColor[verdict]} />
          </svg>
          <Text size="sm">{i18n._(verdictLabels[verdict])}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        <Trans>Arrows: the way the surface wind blows. Tandem limits.</Trans>
      </Text>
    </Group>
  )
}
