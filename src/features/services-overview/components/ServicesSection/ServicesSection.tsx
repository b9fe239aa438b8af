import { useLingui } from '@lingui/react'
import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconBalloon, IconHelicopter } from '@tabler/icons-react'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { PillLinks } from '~/components/PillLinks/PillLinks'
import { TwoColumns } from '~/components/TwoColumns/TwoColumns'
import { cities } from '~/content/cities'
import {
  cityLinksLead,
  cityLinksTitle,
  exclusiveJumps,
  greenlandExpedition,
  moreLabel,
  serviceCards,
  servicesIntro,
} from '~/content/home/services'
import { useLocale } from '~/lib/i18n/useLocale'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { ServiceCardView } from '../ServiceCardView/ServiceCardView'
import classes from './ServicesSection.module.css'
import { Columns } from '~/components/Columns/Columns'

/**
 * The photo carousel far down the section, with the data fetching and the carousel library it needs:
 * its code comes when it nears the viewport, so /services starts with the text only.
 */
const ExpeditionGallery = deferredComponent(() =>
  import('../ExpeditionGallery/ExpeditionGallery').then((module) => module.ExpeditionGallery),
)

/** For the prerender and client-side visits, which render the section whole at once. */
export const preloadExpeditionGallery = (): Promise<void> => ExpeditionGallery.preload()

const expeditionTitleId = 'greenland-expedition'

const exclusiveIcons = { helicopter: IconHelicopter, balloon: IconBalloon } as const

function ExclusiveJumps() {
  const { i18n } = useLingui()
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={3}>{i18n._(exclusiveJumps.title)}</Title>
        <Text>{i18n._(exclusiveJumps.lead)}</Text>
        <Columns cols={{ base: 1, sm: 2 }} spacing="md">
          {exclusiveJumps.items.map((item) => {
            const Icon = exclusiveIcons[item.key]
            return (
              <Stack key={item.key} gap={4}>
                <Title order={4} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <Icon size={22} aria-hidden />
                  {i18n._(item.title)}
                </Title>
                <Text size="sm">{i18n._(item.text)}</Text>
                <LocaleLink to={item.to} size="sm" className={classes.linkTarget}>
                  {i18n._(moreLabel)}
                  <VisuallyHidden>: {i18n._(item.title)}</VisuallyHidden>
                </LocaleLink>
              </Stack>
            )
          })}
        </Columns>
      </Stack>
    </Paper>
  )
}

function Expedition() {
  const { i18n } = useLingui()
  return (
    <TwoColumns split={[5, 7]} align="center">
      <Stack gap="sm">
        <Title order={3} id={expeditionTitleId}>
          {i18n._(greenlandExpedition.title)}
        </Title>
        <Text>{i18n._(greenlandExpedition.text)}</Text>
      </Stack>
      <LazySection id={expeditionTitleId}>
        <ExpeditionGallery />
      </LazySection>
    </TwoColumns>
  )
}

function CityLinks() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Stack gap="sm">
      <Title order={3} id="services-cities-title">
        {i18n._(cityLinksTitle)}
      </Title>
      <Text c="dimmed">{i18n._(cityLinksLead)}</Text>
      <PillLinks
        labelledBy="services-cities-title"
        items={cities.map((city) => ({ to: `/parachutespringen-${city.slug}`, label: city.name[locale] }))}
      />
    </Stack>
  )
}

export interface ServicesSectionProps {
  /**
   * The short form home shows (decision 030): the cards without their features, no exclusive jumps
   * block (home's next section presents the helicopter and balloon jumps) and no Greenland
   * expedition (a story of the company's past, on /services); /services shows everything.
   */
  summary?: boolean
}

/** Services (product §2): four service cards, the exclusive jumps, the Greenland expedition and all city pages. */
export function ServicesSection({ summary = false }: ServicesSectionProps) {
  const { i18n } = useLingui()
  return (
    <SiteSection id="services" title={i18n._(servicesIntro.title)} lead={i18n._(servicesIntro.lead)}>
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className="phone-row">
        {serviceCards.map((service) => (
          <ServiceCardView key={service.key} service={service} summary={summary} />
        ))}
      </Columns>
      {!summary && <ExclusiveJumps />}
      {!summary && <Expedition />}
      <CityLinks />
    </SiteSection>
  )
}
