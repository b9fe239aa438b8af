import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/Badge.css'
import { useLingui } from '@lingui/react'
import { Badge, Button, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconBuilding, IconCheck, IconUser } from '@tabler/icons-react'
import {
  clientGroups,
  clientSuccessCta,
  clientSuccessIntro,
  clientSuccessStats,
  trustBadges,
} from '~/content/home/client-success'
import { useSectionLink } from '~/components/SectionLink/useSectionLink'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { StatGrid } from '~/components/StatGrid/StatGrid'

const tabIcons = { individuals: IconUser, organisations: IconBuilding } as const

function ClientTabs() {
  const { i18n } = useLingui()
  return (
    <Tabs defaultValue="individuals" keepMounted={false}>
      <Tabs.List aria-label={i18n._(clientGroups.label)}>
        {clientGroups.tabs.map((tab) => {
          const Icon = tabIcons[tab.key]
          return (
            <Tabs.Tab key={tab.key} value={tab.key} leftSection={<Icon size={18} aria-hidden />} mih={44}>
              {i18n._(tab.label)}
            </Tabs.Tab>
          )
        })}
      </Tabs.List>
      {clientGroups.tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
          <Stack gap="sm">
            <Title order={3}>{i18n._(tab.title)}</Title>
            <List spacing="xs" icon={<IconCheck size={18} aria-hidden />}>
              {tab.points.map((point) => (
                <List.Item key={point.id}>{i18n._(point)}</List.Item>
              ))}
            </List>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}

export interface ClientSuccessSectionProps {
  /** The page has a #contact section to scroll to (home); otherwise the button opens /contact. */
  contactOnPage?: boolean
  /** The short form home shows (decision 030): without the six figures, which the hero already gives. */
  summary?: boolean
}

/** Client success (product §2): six figures, what each kind of client gets, a call to action, trust badges. */
export function ClientSuccessSection({ contactOnPage = true, summary = false }: ClientSuccessSectionProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const contactSection = useSectionLink('contact')
  return (
    <SiteSection id="client-success" title={i18n._(clientSuccessIntro.title)} lead={i18n._(clientSuccessIntro.lead)}>
      {!summary && <StatGrid stats={clientSuccessStats} label={i18n._(clientSuccessIntro.title)} columns={3} />}
      <ClientTabs />
      <Paper withBorder p="lg">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {i18n._(clientSuccessCta.title)}
          </Text>
          <Button component="a" {...(contactOnPage ? contactSection : { href: localizePath('/contact', locale) })} mih={44}>
            {i18n._(clientSuccessCta.button)}
          </Button>
        </Group>
      </Paper>
      <Group gap="xs" role="list" aria-label={i18n._(trustBadges.label)}>
        {trustBadges.items.map((badge) => (
          <Badge key={badge.key} role="listitem" size="lg" variant="light" tt="none">
            {i18n._(badge.text)}
          </Badge>
        ))}
      </Group>
    </SiteSection>
  )
}
