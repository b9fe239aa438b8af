import '@mantine/core/styles/Accordion.css'
import { useLingui } from '@lingui/react'
import { Accordion, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { PillLinks } from '~/components/PillLinks/PillLinks'
import { faqEmailLabel, faqIntro, faqItems, faqRelatedLinks } from '~/content/home/faq'
import { useSiteFacts } from '~/lib/site-facts'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import classes from './FaqSection.module.css'

function RelatedLinks() {
  const { i18n } = useLingui()
  return (
    <Stack gap="xs">
      <Title order={3} id="faq-related-title">
        {i18n._(faqIntro.related)}
      </Title>
      <PillLinks
        labelledBy="faq-related-title"
        items={faqRelatedLinks.map((link) => ({ to: link.to, label: i18n._(link.label) }))}
      />
    </Stack>
  )
}

/** FAQ (product §2): ten questions in an accordion that keeps at most one answer open. */
export function FaqSection({ underPageHeading }: { underPageHeading?: boolean }) {
  const { i18n } = useLingui()
  const email = useSiteFacts()?.email
  return (
    <SiteSection id="faq" title={i18n._(faqIntro.title)} lead={i18n._(faqIntro.lead)} muted underPageHeading={underPageHeading}>
      <Accordion variant="separated" order={3} classNames={{ control: classes.control }}>
        {faqItems.map((item) => (
          <Accordion.Item key={item.key} value={item.key}>
            <Accordion.Control>{i18n._(item.question)}</Accordion.Control>
            <Accordion.Panel>
              <Text>{i18n._(item.answer)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <RelatedLinks />
      <Group gap="lg">
        <Text fw={600}>{i18n._(faqIntro.moreQuestions)}</Text>
        <LocaleLink to="/contact" className={classes.linkTarget}>
          {i18n._(faqIntro.contact)}
        </LocaleLink>
        {email && (
          <Anchor href={`mailto:${email}`} className={classes.linkTarget}>
            <IconMail size={18} aria-hidden style={{ marginInlineEnd: 6 }} />
            {i18n._(faqEmailLabel(email))}
          </Anchor>
        )}
      </Group>
    </SiteSection>
  )
}
