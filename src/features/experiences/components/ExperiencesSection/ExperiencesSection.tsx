import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { useLingui } from '@lingui/react'
import { Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconStar } from '@tabler/icons-react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { PhotoSlot } from '~/components/PhotoSlot/PhotoSlot'
import {
  experienceCards,
  experienceLabels,
  experienceStats,
  experiencesIntro,
  type ExperienceCard,
} from '~/content/home/experiences'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { StatGrid } from '~/components/StatGrid/StatGrid'
import { Columns } from '~/components/Columns/Columns'
import classes from './ExperiencesSection.module.css'

function Facts({ card }: { card: ExperienceCard }) {
  const { i18n } = useLingui()
  const rows = [
    [experienceLabels.availability, card.availability],
    [experienceLabels.duration, card.duration],
    [experienceLabels.pricing, experienceLabels.pricingValue],
  ] as const
  return (
    // Three across from sm up; on a phone, where the card is most of the screen's width in its row,
    // two across, in sentence case so a long Dutch label ("Beschikbaarheid") fits half the card.
    <Columns component="dl" cols={{ base: 2, sm: 3 }} spacing="xs">
      {rows.map(([term, value]) => (
        <div key={term.id}>
          <Text component="dt" size="xs" c="dimmed" fw={700}>
            {i18n._(term)}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {i18n._(value)}
          </Text>
        </div>
      ))}
    </Columns>
  )
}

function ExperienceCardView({ card, summary }: { card: ExperienceCard; summary: boolean }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const title = i18n._(card.title)
  return (
    <Card component="article" withBorder padding="lg">
      <Card.Section className={classes.photo}>
        <PhotoSlot slot={card.photo} />
      </Card.Section>
      <Stack gap="md" mt="md" h="100%">
        <Title order={3}>{title}</Title>
        <Text>{i18n._(card.description)}</Text>
        <Group gap="xs">
          {card.sellingPoints.map((point) => (
            <Badge key={point.id} variant="light" size="lg" leftSection={<IconStar size={14} aria-hidden />} tt="none" classNames={{ root: classes.point, label: classes.pointLabel }}>
              {i18n._(point)}
            </Badge>
          ))}
        </Group>
        {!summary && (
          <Stack gap={4}>
            <Title order={4} size="h6">
              {i18n._(experienceLabels.features)}
            </Title>
            <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />}>
              {card.features.map((feature) => (
                <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Facts card={card} />
        <Group mt="auto">
          <Button component="a" href={localizePath('/contact', locale)} mih={44}>
            {i18n._(experienceLabels.book)}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Button>
          <LocaleLink to={card.to} size="sm" className="touch-target">
            {i18n._(experienceLabels.more)}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </LocaleLink>
        </Group>
      </Stack>
    </Card>
  )
}

export interface ExperiencesSectionProps {
  /**
   * The short form home shows (decision 030): the cards without their feature lists and no figures,
   * which the hero already gives; /experiences shows everything.
   */
  summary?: boolean
}

/** Unique experiences (product §2, #experiences): helicopter and balloon jumps and four figures. */
export function ExperiencesSection({ summary = false }: ExperiencesSectionProps) {
  const { i18n } = useLingui()
  return (
    <SiteSection id="experiences" title={i18n._(experiencesIntro.title)} lead={i18n._(experiencesIntro.lead)} muted>
      <Columns cols={{ base: 1, md: 2 }} spacing="lg" className="phone-row">
        {experienceCards.map((card) => (
          <ExperienceCardView key={card.key} card={card} summary={summary} />
        ))}
      </Columns>
      {!summary && <StatGrid stats={experienceStats} label={i18n._(experienceLabels.statsTitle)} />}
    </SiteSection>
  )
}
