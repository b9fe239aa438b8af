import { Trans } from '@lingui/react/macro'
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import type { DashboardFigures } from '../../inbox/enquiry-types'

interface FigureProps {
  label: ReactNode
  value: number | undefined
  /** Shows the matching enquiries in the inbox. */
  onSelect?(): void
  alert?: boolean
}

function Figure({ label, value, onSelect, alert }: FigureProps) {
  const body = (
    <Paper withBorder p="md" h="100%">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? <Skeleton h={32} w={60} mt={4} /> : <Text fz={28} fw={700} c={alert && value > 0 ? 'red.8' : undefined}>{value}</Text>}
    </Paper>
  )
  return onSelect ? <UnstyledButton onClick={onSelect}>{body}</UnstyledButton> : body
}

/** The dashboard's figures: what waits, what failed, the newsletter and the last seven days. */
export function FigureCards({ figures, onWaiting, onMailFailed }: { figures?: DashboardFigures; onWaiting?(): void; onMailFailed?(): void }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure label={<Trans>Waiting for an answer</Trans>} value={figures?.waiting} onSelect={onWaiting} />
      <Figure label={<Trans>Mail failed</Trans>} value={figures?.mailFailed} onSelect={onMailFailed} alert />
      <Figure label={<Trans>Newsletter: confirmed</Trans>} value={figures?.newsletterConfirmed} />
      <Figure label={<Trans>Newsletter: waiting for confirmation</Trans>} value={figures?.newsletterPending} />
      <Figure label={<Trans>Enquiries, last 7 days</Trans>} value={figures?.week.enquiries} />
      <Figure label={<Trans>Answered or closed, last 7 days</Trans>} value={figures?.week.answered} />
      <Figure label={<Trans>Newsletter sign-ups, last 7 days</Trans>} value={figures?.week.newsletterSignUps} />
    </SimpleGrid>
  )
}
