import { useLingui } from '@lingui/react/macro'
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { business } from '~/content/facts'
import { telHref, useSiteFacts } from '~/lib/site-facts'
import { shouldReloadOnRetry } from './should-reload'
import { useLocale } from '~/lib/i18n/useLocale'
import { phoneForReading } from '~/lib/phone'

/** The screen shown when a page fails to render (product §2, "Error fallback"). */
export function ErrorFallback({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const { t } = useLingui()
  const phone = useSiteFacts()?.phone
  const locale = useLocale()

  useEffect(() => {
    console.error(error)
  }, [error])

  const retry = () => {
    if (shouldReloadOnRetry(error)) window.location.reload()
    else reset()
  }

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{business.name}</Title>
        <Text size="lg">{t`A technical problem has occurred. Please try refreshing the page.`}</Text>
        <Text c="dimmed">
          {t`Professional skydiving since ${business.foundingYear}: demonstrations, tandem jumps and aerial media.`}
        </Text>
        <Button onClick={retry} size="md">
          {t({ message: 'Try again', context: 'error fallback (spec: Probeer Opnieuw)' })}
        </Button>
        {phone && (
          <Text size="sm">
            {t`Or call us:`} <Anchor href={telHref(phone)}>{phoneForReading(phone, locale)}</Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  )
}
