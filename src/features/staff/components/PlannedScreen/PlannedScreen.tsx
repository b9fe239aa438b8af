import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { List, Paper, Stack, Text } from '@mantine/core'
import type { staffPaths } from '~/content/site-urls'
import { plannedScreens } from '~/content/staff-screens'
import { StaffScreen } from '../StaffScreen/StaffScreen'

/** A staff screen built by later work: what it will hold, inside the staff layout. */
export function PlannedScreen({ path }: { path: (typeof staffPaths)[number] }) {
  const { i18n } = useLingui()
  const planned = plannedScreens[path] ?? []
  return (
    <StaffScreen path={path}>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={600}>
            <Trans>This screen will hold:</Trans>
          </Text>
          <List spacing="xs">
            {planned.map((item) => (
              <List.Item key={item.id}>{i18n._(item)}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </StaffScreen>
  )
}
