import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { business } from '~/content/facts'
import { staffPages } from '~/content/staff-pages'
import type { staffPaths } from '~/content/site-urls'
import { usePageHydrated } from '~/lib/hydration/sections/usePageHydrated'

/** The frame of a staff screen: its name and purpose, and the way back to the public site. */
export function StaffPage({ path }: { path: (typeof staffPaths)[number] }) {
  const { i18n } = useLingui()
  usePageHydrated()
  const page = staffPages[path]
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Text fw={800}>{business.name}</Text>
          <Anchor href="/">
            <Trans>Back to the website</Trans>
          </Anchor>
        </Group>
        <Paper withBorder p="xl">
          <Stack gap="sm">
            <Title order={1}>{i18n._(page.title)}</Title>
            <Text c="dimmed">{i18n._(page.description)}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
