import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import type { Bulletin } from '../../forecast/bulletin'

export interface BulletinViewProps {
  bulletin: Bulletin | null
}

/** The plain-language briefing, as a drop zone reads it out in the morning. */
export function BulletinView({ bulletin }: BulletinViewProps) {
  if (!bulletin) {
    return (
      <Text>
        <Trans>No briefing: the forecast has no hours left.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm" component="article">
      <Title order={3}>{bulletin.title}</Title>
      {bulletin.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  )
}
