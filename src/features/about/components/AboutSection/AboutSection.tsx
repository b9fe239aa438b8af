import { useLingui } from '@lingui/react'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconMapPin, IconShieldCheck } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { PhotoSlot } from '~/components/PhotoSlot/PhotoSlot'
import { PillLinks } from '~/components/PillLinks/PillLinks'
import { TwoColumns } from '~/components/TwoColumns/TwoColumns'
import {
  aboutBlocks,
  aboutCta,
  aboutIntro,
  aboutLinks,
  aboutStats,
  aboutStatsTitle,
  founderStory,
  mission,
  safetyBlock,
  whyChooseTitle,
} from '~/content/home/about'
import { serviceLinks } from '~/content/navigation'
import { useSectionLink } from '~/components/SectionLink/useSectionLink'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { StatGrid } from '~/components/StatGrid/StatGrid'
import classes from './AboutSection.module.css'
import { Columns } from '~/components/Columns/Columns'

function FounderStory() {
  const { i18n } = useLingui()
  return (
    <div className={classes.founder}>
      <div className={classes.founderPhoto}>
        <PhotoSlot slot="about-founder" />
      </div>
      <Stack gap="sm">
        <Title order={3}>{i18n._(founderStory.title)}</Title>
        {founderStory.paragraphs.map((paragraph) => (
          <Text key={paragraph.id}>{i18n._(paragraph)}</Text>
        ))}
      </Stack>
    </div>
  )
}

function ExpertiseAndLocation() {
  const { i18n } = useLingui()
  return (
    <Stack gap="md">
      <Title order={3} id="about-expertise-title">
        {i18n._(aboutLinks.expertise)}
      </Title>
      <PillLinks
        labelledBy="about-expertise-title"
        items={serviceLinks.map((link) => ({ to: link.to, label: i18n._(link.label) }))}
      />
      <Title order={3} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconMapPin size={22} aria-hidden />
        {i18n._(aboutLinks.location)}
      </Title>
      <Text>{i18n._(aboutLinks.locationText)}</Text>
      <Group gap="md">
        <LocaleLink to="/about" className={classes.linkTarget}>
          {i18n._(aboutLinks.moreAbout)}
        </LocaleLink>
        <LocaleLink to="/about" hash="safety-record" className={classes.linkTarget}>
          {i18n._(aboutLinks.safetyRecord)}
        </LocaleLink>
      </Group>
    </Stack>
  )
}

function Blocks() {
  const { i18n } = useLingui()
  return (
    <Columns cols={{ base: 1, md: 3 }} spacing="lg">
      {aboutBlocks.map((block) => (
        <Paper key={block.key} withBorder p="lg">
          <Title order={3} mb="xs">
            {i18n._(block.title)}
          </Title>
          <Text>{i18n._(block.text)}</Text>
        </Paper>
      ))}
      <Paper withBorder p="lg" id="safety-record" className={classes.anchor}>
        <Title order={3} mb="xs" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconShieldCheck size={22} aria-hidden />
          {i18n._(safetyBlock.title)}
        </Title>
        <Text>{i18n._(safetyBlock.text)}</Text>
      </Paper>
    </Columns>
  )
}

function CompanyDetails() {
  const { i18n } = useLingui()
  return (
    <>
      <Blocks />
      <TwoColumns split={[6, 6]} align="center">
        <div className={classes.teamPhoto}>
          <PhotoSlot slot="about-team" />
        </div>
        <Stack gap="sm">
          <Title order={3}>{i18n._(mission.title)}</Title>
          <Text size="lg" className={classes.mission}>
            {i18n._(mission.text)}
          </Text>
        </Stack>
      </TwoColumns>
      {/* The page's one block of figures (issue 21): why choose us, in figures. */}
      <Stack gap="md">
        <Title order={3}>{i18n._(whyChooseTitle)}</Title>
        <StatGrid stats={aboutStats} label={i18n._(aboutStatsTitle)} columns={6} />
      </Stack>
    </>
  )
}

export interface AboutSectionProps {
  /** The page has a #contact section to scroll to (home); otherwise the button opens /contact. */
  contactOnPage?: boolean
  /**
   * The short form home shows (decision 030): the founder's story, expertise and location with the
   * links to /about, and the call to action; the blocks, mission and figures stay on /about.
   */
  summary?: boolean
}

/** About (product §2): founder story, expertise and location, stadium, team and safety, mission, figures. */
export function AboutSection({ contactOnPage = true, summary = false }: AboutSectionProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const contactSection = useSectionLink('contact')
  return (
    <SiteSection id="about" title={i18n._(aboutIntro.title)} lead={i18n._(aboutIntro.lead)} muted>
      <TwoColumns split={[7, 5]}>
        <FounderStory />
        <ExpertiseAndLocation />
      </TwoColumns>
      {!summary && <CompanyDetails />}
      <Group justify="space-between" className={classes.cta}>
        <Text fw={700} size="lg">
          {i18n._(aboutCta.title)}
        </Text>
        <Button component="a" {...(contactOnPage ? contactSection : { href: localizePath('/contact', locale) })} size="md" mih={44}>
          {i18n._(aboutCta.button)}
        </Button>
      </Group>
    </SiteSection>
  )
}
