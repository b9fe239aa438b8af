import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { useSectionLink } from '~/components/SectionLink/useSectionLink'
import { cities } from '~/content/cities'
import { experienceClaim, figures } from '~/content/facts'
import { serviceLinks } from '~/content/navigation'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './HomeHero.module.css'
import { Columns } from '~/components/Columns/Columns'
import { PhotoSlot } from '~/components/PhotoSlot/PhotoSlot'
import { accentButton } from '~/lib/theme/theme'

/**
 * The home page hero (product §2): the hero photo (the artwork until staff upload one; decision 034),
 * title, subtitle, calls to action, expertise and city links, stat tiles.
 */
export function HomeHero() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const videoSamples = useSectionLink('video-samples')
  // The words of the shared figures (src/content/home/stats.ts, the same messages): one claim, one
  // wording (issue 21). Not that module itself: home's start-up code is at the JavaScript budget.
  const stats = [
    { value: experienceClaim(), label: t`years of experience` },
    { value: `${figures.shows}+`, label: t`shows` },
    { value: `${figures.safetyRecordPercent}%`, label: t`safety record` },
  ]
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.media}>
        <PhotoSlot slot="home-hero" priority />
      </div>
      <Container size="lg">
        <Stack gap="lg">
          <Title order={1} id="hero-title" className={classes.title}>
            <Trans>Professional skydiving, from the stadium to your first tandem jump</Trans>
          </Title>
          <Text size="xl" className={classes.subtitle}>
            <Trans>
              Parachute demonstrations, tandem jumps from aircraft, helicopter or hot air balloon, and aerial media.
              From Apeldoorn, across the Netherlands.
            </Trans>
          </Text>
          <Group>
            <Button size="lg" color={accentButton.color} autoContrast component="a" href={localizePath('/contact', locale)}>
              <Trans>Book now</Trans>
            </Button>
            <Button size="lg" variant="white" component="a" {...videoSamples}>
              <Trans>Watch videos</Trans>
            </Button>
          </Group>
          <Columns cols={{ base: 1, xs: 3 }} spacing="md" className={classes.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <Text className={classes.statValue}>{stat.value}</Text>
                <Text size="sm">{stat.label}</Text>
              </div>
            ))}
          </Columns>
          <nav aria-label={t`Our expertise`} className={classes.linkRow}>
            {serviceLinks.map((link) => (
              <LocaleLink key={link.to} to={link.to} className={classes.pill} underline="never">
                {i18n._(link.label)}
              </LocaleLink>
            ))}
          </nav>
          <nav aria-label={t`Skydiving in your city`} className={classes.linkRow}>
            {cities.slice(0, 5).map((city) => (
              <LocaleLink key={city.slug} to={`/parachutespringen-${city.slug}`} className={classes.pill} underline="never">
                {city.name[locale]}
              </LocaleLink>
            ))}
          </nav>
        </Stack>
      </Container>
    </section>
  )
}
