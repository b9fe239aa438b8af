import '@mantine/core/styles/Badge.css'
import { useLingui } from '@lingui/react'
import { Badge, type BadgeProps } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import type { Verdict } from '../../forecast/verdict'
import { verdictLabels } from '../../forecast/word-messages'
import { verdictColor } from '../verdict-colors'

const icons = { go: IconCircleCheck, marginal: IconAlertTriangle, 'no-go': IconCircleX }

export interface VerdictBadgeProps {
  verdict: Verdict
  /** @default 'md' */
  size?: BadgeProps['size']
}

/** Go, marginal or no-go: colour, icon and word, so the verdict never depends on colour alone. */
export function VerdictBadge({ verdict, size = 'md' }: VerdictBadgeProps) {
  const { i18n } = useLingui()
  const Icon = icons[verdict]
  return (
    <Badge color={verdictColor[verdict]} c="black" size={size} leftSection={<Icon size="1em" aria-hidden />} radius="sm">
      {i18n._(verdictLabels[verdict])}
    </Badge>
  )
}
