import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { Paper, Stack, Text, Title } from '@mantine/core'
import {
  fallbackPartners,
  fallbackTestimonials,
  partnerReasons,
  partnersIntro,
  testimonialsIntro,
} from '~/content/home/partners'
import type { PartnerCardData } from '../../api/partners'
import type { ReviewSummary } from '../../api/reviews'
import { ReviewsView } from '../Reviews/ReviewsView'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { PartnerCarousel } from '../PartnerCarousel/PartnerCarousel'
import classes from './PartnersSection.module.css'
import { Columns } from '~/components/Columns/Columns'

export interface PartnersViewProps {
  /** Partners from the backend; none (or still loading) shows the built-in list by kind. */
  partners: readonly PartnerCardData[]
  /** The published reviews; without any, what kinds of clients get, without quotes. */
  reviews?: ReviewSummary
  /** At most this many partners (8 on home, product §9). */
  limit?: number
  autoplay?: boolean
  /**
   * The short form home shows (decision 030): the carousel and the reviews, with a link to /partners
   * for the reasons to work with us.
   */
  summary?: boolean
}

function fallbackPartnerCards(i18n: I18n): PartnerCardData[] {
  return fallbackPartners.map((partner) => ({
    id: partner.key,
    name: i18n._(partner.name),
    industry: i18n._(partner.industry),
    description: i18n._(partner.description),
    emoji: partner.emoji,
  }))
}

function Reasons() {
  const { i18n } = useLingui()
  return (
    <Stack gap="md">
      <Title order={3}>{i18n._(partnerReasons.title)}</Title>
      <Columns cols={{ base: 1, md: 3 }} spacing="lg">
        {partnerReasons.items.map((reason) => (
          <Paper key={reason.title.id} withBorder p="lg">
            <Title order={4} mb="xs">
              {i18n._(reason.title)}
            </Title>
            <Text size="sm">{i18n._(reason.text)}</Text>
          </Paper>
        ))}
      </Columns>
    </Stack>
  )
}

function Reviews({ summary }: { summary: ReviewSummary }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="md">
      <Title order={3}>{i18n._(testimonialsIntro.title)}</Title>
      <ReviewsView summary={summary} />
    </Stack>
  )
}

function ClientKinds() {
  const { i18n } = useLingui()
  return (
    <Stack gap="md">
      <Title order={3}>{i18n._(testimonialsIntro.fallbackTitle)}</Title>
      <Columns cols={{ base: 1, md: 2 }} spacing="lg">
        {fallbackTestimonials.map((item) => (
          <Paper key={item.key} withBorder p="lg">
            <Title order={4} mb="xs">
              {i18n._(item.who)}
            </Title>
            <Text size="sm">{i18n._(item.what)}</Text>
          </Paper>
        ))}
      </Columns>
    </Stack>
  )
}

/** Partners (product §2): the carousel, three reasons, and the reviews with their average. */
export function PartnersView({ partners, reviews, limit, autoplay = true, summary = false }: PartnersViewProps) {
  const { i18n } = useLingui()
  const all = partners.length > 0 ? partners : fallbackPartnerCards(i18n)
  const shown = limit ? all.slice(0, limit) : all
  return (
    <SiteSection id="partners" title={i18n._(partnersIntro.title)} lead={i18n._(partnersIntro.lead)}>
      <PartnerCarousel partners={shown} autoplay={autoplay} />
      {summary ? (
        <LocaleLink to="/partners" className={classes.linkTarget} style={{ alignSelf: 'flex-start' }}>
          {i18n._(partnersIntro.all)}
        </LocaleLink>
      ) : (
        <Reasons />
      )}
      {reviews ? <Reviews summary={reviews} /> : <ClientKinds />}
    </SiteSection>
  )
}
