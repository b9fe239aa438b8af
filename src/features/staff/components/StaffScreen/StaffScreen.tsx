import { useLingui } from '@lingui/react'
import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { staffPaths } from '~/content/site-urls'
import { staffPageTitles } from '~/content/staff-pages'
import { staffPageDescriptions } from '~/content/staff-screens'

/** A staff screen's heading and purpose, above its content. */
export function StaffScreen({ path, children, actions }: { path: (typeof staffPaths)[number]; children: ReactNode; actions?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{i18n._(staffPageTitles[path])}</Title>
        <Text c="dimmed">{i18n._(staffPageDescriptions[path])}</Text>
        {actions}
      </Stack>
      {children}
    </Stack>
  )
}
