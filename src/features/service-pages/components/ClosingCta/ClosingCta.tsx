import { useLingui } from '@lingui/react'
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './ClosingCta.module.css'

export interface ClosingCtaProps {
  title: MessageDescriptor
  text: MessageDescriptor
  cta: MessageDescriptor
  id: string
}

/** The last section of a page: one sentence of encouragement and the way to /contact in the page's language. */
export function ClosingCta({ title, text, cta, id }: ClosingCtaProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Container size="md" py="xl">
        <Stack gap="md" align="center" className={classes.inner}>
          <Title order={2} id={id} className={classes.title}>
            {i18n._(title)}
          </Title>
          <Text size="lg" className={classes.text}>
            {i18n._(text)}
          </Text>
          <Button size="lg" variant="white" component="a" href={localizePath('/contact', locale)}>
            {i18n._(cta)}
          </Button>
        </Stack>
      </Container>
    </section>
  )
}
