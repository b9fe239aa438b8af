import { useLingui } from '@lingui/react/macro'
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { business } from '~/content/facts'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { usePageHydrated } from '~/lib/hydration/sections/usePageHydrated'
import { SiteShell } from '../SiteShell/SiteShell'

/** The body of the not-found page, for use inside the site shell. */
export function NotFoundContent() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <Container size="sm" py={64}>
      {/* React hoists these into <head>: the not-found page has no route of its own to give it a title. */}
      <title>{`${t`Page not found`} | ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="navy" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t`Page not found`}</Title>
        <Text c="dimmed">{t`The page you are looking for does not exist or has moved.`}</Text>
        <Group justify="center">
          <Button component="a" href={localizePath('/', locale)}>
            {t`Go to the home page`}
          </Button>
          <Button component="a" href={localizePath('/contact', locale)} variant="default">
            {t`Contact us`}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

/**
 * The not-found page with the site's header and footer, for paths outside the site layout (an
 * English path whose first segment is not a language lands here too: see the layout's guard).
 */
export function NotFoundPage() {
  usePageHydrated()
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
