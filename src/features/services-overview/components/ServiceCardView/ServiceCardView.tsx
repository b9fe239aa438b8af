import '@mantine/core/styles/Card.css'
import { useLingui } from '@lingui/react'
import { Button, Card, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { PhotoSlot } from '~/components/PhotoSlot/PhotoSlot'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { moreLabel, quoteLabel, type ServiceCard } from '~/content/home/services'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from '../ServicesSection/ServicesSection.module.css'

/**
 * One service: its photo (the artwork until staff upload one; decision 034), what it is, four
 * features, and a quote button to contact. The short form (home, decision 030) leaves the features
 * to the service's own page.
 */
export function ServiceCardView({ service, summary = false }: { service: ServiceCard; summary?: boolean }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const title = i18n._(service.title)
  return (
    <Card component="article" withBorder padding="lg" className={classes.card}>
      <Card.Section className={classes.photo}>
        <PhotoSlot slot={service.photo} />
      </Card.Section>
      <Stack gap="sm" mt="md" className={classes.grow}>
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{i18n._(service.description)}</Text>
        {summary ? (
          <div className={classes.grow} />
        ) : (
          <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />} className={classes.grow}>
            {service.features.map((feature) => (
              <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
            ))}
          </List>
        )}
        {service.to !== '/contact' && (
          <LocaleLink to={service.to} size="sm" className={classes.linkTarget}>
            {i18n._(moreLabel)}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </LocaleLink>
        )}
        <Button component="a" href={localizePath('/contact', locale)} variant="light" fullWidth mih={44}>
          {i18n._(quoteLabel)}
          <VisuallyHidden>: {title}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  )
}
