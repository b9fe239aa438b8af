import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button, Group, List } from '@mantine/core'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import type { City } from '~/content/cities'
import { leadTimesWeeks } from '~/content/facts'
import { cityPageText, cityTextValues } from '~/content/city-page-text'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { PageIntro } from '~/components/PageIntro/PageIntro'
import classes from './CityIntro.module.css'

/** A city page's opening: distance to the base, what comes to the city, lead times and links. */
export function CityIntro({ city }: { city: City }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const values = cityTextValues(city, locale)
  const name = city.name[locale]
  const [tandemMin, tandemMax] = leadTimesWeeks.tandem
  const [eventMin, eventMax] = leadTimesWeeks.events
  return (
    <PageIntro title={i18n._({ ...cityPageText.title, values })} description={i18n._({ ...cityPageText.description, values })}>
      <List spacing="xs">
        <List.Item>
          <Trans>
            Tandem jumps take place at our drop zone; book {tandemMin} to {tandemMax} weeks ahead.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Demonstrations and corporate events come to your venue in {name}; plan {eventMin} to {eventMax} weeks ahead.
          </Trans>
        </List.Item>
      </List>
      <Group>
        <Button size="lg" component="a" href={localizePath('/contact', locale)}>
          <Trans>Ask for a quote</Trans>
        </Button>
        <LocaleLink to="/services/tandem-jumps" className={classes.link}>
          <Trans>Tandem jumps</Trans>
        </LocaleLink>
        <LocaleLink to="/services/stadium-shows" className={classes.link}>
          <Trans>Stadium shows</Trans>
        </LocaleLink>
        <LocaleLink to="/corporate-events" className={classes.link}>
          <Trans>Corporate events</Trans>
        </LocaleLink>
      </Group>
    </PageIntro>
  )
}
