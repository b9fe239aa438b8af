import { useLingui } from '@lingui/react'
import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconBrandWhatsapp, IconClock, IconMail, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { telHref, useSiteFacts, whatsappHref } from '~/lib/site-facts'
import { contactIntro, openingDaysLabel } from '~/content/home/contact'
import { formatHours } from '~/content/facts'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { Columns } from '~/components/Columns/Columns'
import { phoneForReading } from '~/lib/phone'

/** The opening hours staff set; nothing while the page starts or when none are set. */
function OfficeHours() {
  const { i18n } = useLingui()
  const hours = useSiteFacts()?.openingHours
  if (!hours?.length) return null
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconClock size={20} aria-hidden />
        {i18n._(contactIntro.officeHours)}
      </Title>
      <dl style={{ margin: 0 }}>
        {hours.map((entry) => (
          <Group key={entry.days.join()} gap="xs" justify="space-between" maw={360}>
            <Text component="dt">{openingDaysLabel(entry.days, i18n)}</Text>
            <Text component="dd" m={0} fw={600}>
              {formatHours(entry, i18n.locale as Locale)}
            </Text>
          </Group>
        ))}
      </dl>
      <Text size="sm" c="dimmed">
        {i18n._(contactIntro.timezone)}
      </Text>
    </Stack>
  )
}

function DirectContact() {
  const { i18n } = useLingui()
  const facts = useSiteFacts()
  if (!facts) return null
  const { phone, email, whatsapp } = facts
  return (
    <Stack gap="sm">
      {phone && (
        <Button component="a" href={telHref(phone)} size="md" leftSection={<IconPhone size={20} aria-hidden />}>
          {i18n._(contactIntro.callNow)}: {phoneForReading(phone, i18n.locale as Locale)}
        </Button>
      )}
      {email && (
        <Button component="a" href={`mailto:${email}`} size="md" variant="outline" leftSection={<IconMail size={20} aria-hidden />}>
          {i18n._(contactIntro.emailDirect)}
        </Button>
      )}
      {whatsapp && (
        <Anchor
          href={whatsappHref(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
        >
          <IconBrandWhatsapp size={20} aria-hidden />
          {i18n._(contactIntro.whatsapp)}
          <VisuallyHidden> {i18n._(contactIntro.opensInNewTab)}</VisuallyHidden>
        </Anchor>
      )}
    </Stack>
  )
}

export interface ContactSectionProps {
  /** Mount point for the enquiry form (the four-tab form is built separately). */
  children?: ReactNode
  /** On the contact page, below its own heading: the section's title is not shown again. */
  underPageHeading?: boolean
}

/** Contact (product §2, #contact): office hours, call, e-mail and WhatsApp, and the enquiry form slot. */
export function ContactSection({ children, underPageHeading }: ContactSectionProps) {
  const { i18n } = useLingui()
  return (
    <SiteSection id="contact" title={i18n._(contactIntro.title)} lead={i18n._(contactIntro.lead)} muted underPageHeading={underPageHeading}>
      <Columns cols={{ base: 1, md: children ? 2 : 1 }} spacing="xl">
        {children}
        <Paper withBorder p="lg">
          {/* Beside the form, half a row is too narrow for the call button's number next to the hours. */}
          <Columns cols={{ base: 1, sm: 2, md: children ? 1 : 2 }} spacing="lg">
            <DirectContact />
            <OfficeHours />
          </Columns>
          <Text mt="md" fw={600}>
            {i18n._(contactIntro.reply)}
          </Text>
        </Paper>
      </Columns>
    </SiteSection>
  )
}
