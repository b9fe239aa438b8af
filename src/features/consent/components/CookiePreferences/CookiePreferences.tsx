import { useLingui } from '@lingui/react/macro'
import { Button, Drawer, Stack, Switch, Text } from '@mantine/core'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import { IconCheck } from '@tabler/icons-react'
import { useState } from 'react'
import type { ConsentPreferences } from '../../consent-record'

export type ChosenPreferences = Pick<ConsentPreferences, 'analytics' | 'marketing'>

export interface CookiePreferencesProps {
  opened: boolean
  onClose: () => void
  /** Called once the panel has finished closing and left the page. */
  onClosed?: () => void
  /** The switches' starting positions. */
  initial: ChosenPreferences
  onSave: (preferences: ChosenPreferences) => void
}

/** The side panel of the cookie banner (product §4): essential always on, analytics and marketing switches, Save. */
export function CookiePreferences({ opened, onClose, onClosed, initial, onSave }: CookiePreferencesProps) {
  const { t } = useLingui()
  const [analytics, setAnalytics] = useState(initial.analytics)
  const [marketing, setMarketing] = useState(initial.marketing)
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      position="right"
      title={t`Cookie preferences`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="lg">
        <Switch
          checked
          disabled
          readOnly
          size="md"
          // Always on, not unavailable: the label stays as readable as the others, and the switch
          // shows "on" (the on colour with the check), dimmed because it cannot be changed. Mantine
          // draws any disabled switch grey, which reads as "off".
          styles={{ label: { color: 'var(--mantine-color-text)' }, track: { '--switch-bg': 'var(--switch-color)', opacity: 0.6 } }}
          thumbIcon={<IconCheck size={12} stroke={3} color="var(--mantine-primary-color-filled)" aria-hidden />}
          label={t`Essential cookies (always on)`}
          description={t`Needed for the site to work, for example to remember this choice and to keep forms secure.`}
        />
        <Switch
          checked={analytics}
          onChange={(event) => setAnalytics(event.currentTarget.checked)}
          size="md"
          label={t`Analytics cookies`}
          description={t`Visitor statistics (Google Analytics) that show us how the site is used, so we can improve it.`}
        />
        <Switch
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
          size="md"
          label={t`Marketing cookies`}
          description={t`Advertising cookies that Google's tags use to measure our advertising.`}
        />
        <Text size="sm">{t`You can change your choice at any time in the cookie policy.`}</Text>
        <Button size="md" onClick={() => onSave({ analytics, marketing })}>
          {t`Save preferences`}
        </Button>
      </Stack>
    </Drawer>
  )
}
