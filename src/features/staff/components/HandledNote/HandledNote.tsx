import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { formatStaffDateTime } from '../../format-staff-date'
import { useStaffLocale } from '../../use-staff-locale'

/** "Handled by eva@parapro.test on 24 Nov 2026, 10:00": who marked a conversation or question, and when. */
export function HandledNote({ record }: { record: { handled: boolean; handled_by: string; handled_at: string } }) {
  const locale = useStaffLocale()
  if (!record.handled) return null
  const who = record.handled_by || '?'
  const when = formatStaffDateTime(record.handled_at, locale)
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        Handled by {who} on {when}
      </Trans>
    </Text>
  )
}
