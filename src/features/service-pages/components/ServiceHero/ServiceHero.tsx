import { useLingui } from '@lingui/react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './ServiceHero.module.css'

export interface ServiceHeroProps {
  title: MessageDescriptor
  lead: MessageDescriptor
  cta: MessageDescriptor
  /** Under the call to action: a service page's key facts (KeyFacts); landing pages have none. */
  children?: ReactNode
}

/** The opening band of a service or landing page: the page's h1, a lead, the main call to action and key facts. */
export function ServiceHero({ title, lead, cta, children }: ServiceHeroProps) {
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
          {children}
        </Stack>
      </Container>
    </section>
  )
}
