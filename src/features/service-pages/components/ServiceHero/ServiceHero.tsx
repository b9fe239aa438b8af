import { useLingui } from '@lingui/react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import type { KeyFact } from '~/content/services'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { contentIcons } from '../../icons'
import classes from './ServiceHero.module.css'

export interface ServiceHeroProps {
  title: MessageDescriptor
  lead: MessageDescriptor
  cta: MessageDescriptor
  /** Short facts under the call to action: lead time, limits, price. */
  facts?: readonly KeyFact[]
}

/** The opening band of a service or landing page: the page's h1, a lead, the main call to action and key facts. */
export function ServiceHero({ title, lead, cta, facts = [] }: ServiceHeroProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <Stack gap="lg" align="flex-start">
          <Title order={1} className={classes.title}>
            {i18n._(title)}
          </Title>
          <Text size="lg" className={classes.lead}>
            {i18n._(lead)}
          </Text>
          <Button size="lg" variant="white" component="a" href={localizePath('/contact', locale)}>
            {i18n._(cta)}
          </Button>
          {facts.length > 0 && (
            <dl className={classes.facts}>
              {facts.map((fact) => {
                const Icon = contentIcons[fact.icon]
                return (
                  <div key={fact.label.id} className={classes.fact}>
                    <dt className={classes.factLabel}>
                      <Icon size={18} aria-hidden stroke={1.75} />
                      {i18n._(fact.label)}
                    </dt>
                    <dd className={classes.factValue}>{i18n._(fact.value)}</dd>
                  </div>
                )
              })}
            </dl>
          )}
        </Stack>
      </Container>
    </section>
  )
}
