import { Trans, useLingui } from '@lingui/react/macro'
import { Container, Stack, Text, Title } from '@mantine/core'
import { IconCar, IconMapPin, IconRoute } from '@tabler/icons-react'
import { cities, type City } from '~/content/cities'
import { leadTimesWeeks } from '~/content/facts'
import { useLocale } from '~/lib/i18n/useLocale'
import { CityIntro } from '../CityIntro/CityIntro'
import { ServiceColumn } from '../ServiceColumn/ServiceColumn'
import classes from './CityPage.module.css'
import { Columns } from '~/components/Columns/Columns'

/** A city page (product §2.7): the journey to Apeldoorn, what comes to the city, what happens at the drop zone. */
export function CityPage({ city }: { city: City }) {
  return (
    <>
      <CityIntro city={city} />
      <Journey city={city} />
      <Services city={city} />
      <NearbyCities city={city} />
    </>
  )
}

function Journey({ city }: { city: City }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const name = city.name[locale]
  const { distanceKm: distance, driveMinutes: minutes, province } = city
  const facts = [
    { icon: IconRoute, text: <Trans>About {distance} km by road</Trans> },
    { icon: IconCar, text: <Trans>About {minutes} minutes by car outside rush hour</Trans> },
    { icon: IconMapPin, text: <Trans>Province of {province}</Trans> },
  ]
  return (
    <section aria-labelledby="journey">
      <Container size="lg" py="xl">
        <Stack gap="md" maw="60rem">
          <Title order={2} id="journey">
            <Trans>From {name} to our base in Apeldoorn</Trans>
          </Title>
          <Text>{i18n._(city.note)}</Text>
          <Columns cols={{ base: 1, sm: 3 }} spacing="md" component="ul" className={classes.facts}>
            {facts.map(({ icon: Icon, text }, index) => (
              <li key={index} className={classes.fact}>
                <Icon size={24} aria-hidden stroke={1.75} />
                <Text fw={600}>{text}</Text>
              </li>
            ))}
          </Columns>
        </Stack>
      </Container>
    </section>
  )
}

function Services({ city }: { city: City }) {
  const { t } = useLingui()
  const locale = useLocale()
  const name = city.name[locale]
  const [tandemMin, tandemMax] = leadTimesWeeks.tandem
  const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
  const [eventMin, eventMax] = leadTimesWeeks.events
  return (
    <section aria-labelledby="city-services" className={classes.band}>
      <Container size="lg" py="xl">
        <Stack gap="lg" maw="60rem">
          <Title order={2} id="city-services">
            <Trans>What we do for {name}</Trans>
          </Title>
          <Columns cols={{ base: 1, sm: 2 }} spacing="xl">
            <ServiceColumn
              title={t`At your venue in ${name}`}
              text={t`At stadiums, event grounds and company sites in the region. Plan ${eventMin} to ${eventMax} weeks ahead for permits and air traffic coordination.`}
              links={[
                { to: '/services/stadium-shows', label: t`Stadium demonstrations` },
                { to: '/festival-performances', label: t`Festival performances` },
                { to: '/corporate-events', label: t`Corporate events` },
                { to: '/services/media-production', label: t`Aerial photo and video` },
              ]}
            />
            <ServiceColumn
              title={t`At our drop zone near Apeldoorn`}
              text={t`Tandem jumps are booked ${tandemMin} to ${tandemMax} weeks ahead; helicopter and balloon jumps ${exclusiveMin} to ${exclusiveMax} weeks.`}
              links={[
                { to: '/services/tandem-jumps', label: t`Tandem jumps` },
                { to: '/services/helicopter-jumps', label: t`Helicopter jumps` },
                { to: '/services/hot-air-balloon', label: t`Hot air balloon jumps` },
              ]}
            />
          </Columns>
        </Stack>
      </Container>
    </section>
  )
}

function NearbyCities({ city }: { city: City }) {
  const locale = useLocale()
  const nearby = city.nearby.map((slug) => cities.find((other) => other.slug === slug)).filter((other) => !!other)
  return (
    <section aria-labelledby="nearby">
      <Container size="lg" py="xl">
        <Stack gap="sm">
          <Title order={2} id="nearby">
            <Trans>Cities nearby</Trans>
          </Title>
          <ServiceColumn.Links
            links={nearby.map((other) => ({
              to: `/parachutespringen-${other.slug}`,
              label: other.name[locale],
            }))}
          />
        </Stack>
      </Container>
    </section>
  )
}
