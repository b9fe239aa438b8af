import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { findPage } from '~/content/pages'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { returnPathOf } from '../../offline-return'

/** The page the worker shows for a page that is not saved on this device while offline. */
export function OfflinePage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const page = findPage('offline')
  const home = localizePath('/', locale)
  // Read at click time, so the prerendered markup does not depend on the query string.
  const tryAgain = () => window.location.assign(returnPathOf(window.location.search, home))
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{page ? i18n._(page.title) : null}</Title>
        <Text size="lg" c="dimmed">
          {page ? i18n._(page.description) : null}
        </Text>
        <Group>
          <Button onClick={tryAgain}>
            <Trans>Try again</Trans>
          </Button>
          <Button component="a" href={home} variant="default">
            <Trans>Go to the home page</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
