import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Loader, Stack, Text, Title } from '@mantine/core'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { PillLinks } from '~/components/PillLinks/PillLinks'
import { serviceIdentities } from '~/content/service-names'
import type { SiteSearchState } from '../../useSiteSearch'
import classes from './SearchPage.module.css'

export interface SearchResultsProps {
  /** The query as the visitor typed it ("" before a search). */
  query: string
  /** What the search returned so far. */
  state: SiteSearchState
}

/** Suggestions when there is nothing to search for yet: the services and the common questions. */
function Suggestions() {
  const { t, i18n } = useLingui()
  const items = [
    // The names only: the services' page text (services.ts) would come with them.
    ...Object.values(serviceIdentities).map((service) => ({ to: service.path, label: i18n._(service.name) })),
    { to: '/faq', label: t`Frequently asked questions` },
    { to: '/contact', label: t`Contact and quotes` },
  ]
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="search-suggestions">
        <Trans>Popular pages</Trans>
      </Title>
      <PillLinks items={items} labelledBy="search-suggestions" />
    </Stack>
  )
}

/** The outcome of a search: a count announced to screen readers, the results, or help when there are none. */
export function SearchResults({ query, state }: SearchResultsProps) {
  const { t } = useLingui()
  const trimmed = query.trim()
  const count = state.status === 'done' ? state.results.length : 0

  let announcement = ''
  if (state.status === 'done') {
    announcement =
      count === 0
        ? t`No pages found for “${trimmed}”.`
        : plural(count, { one: `# page found for “${trimmed}”.`, other: `# pages found for “${trimmed}”.` })
  } else if (state.status === 'loading') {
    announcement = t`Searching…`
  } else if (state.status === 'error') {
    announcement = t`The search could not be loaded. Check your connection and try again.`
  }

  return (
    <Stack gap="lg">
      <Group gap="xs" className={classes.status}>
        {state.status === 'loading' && <Loader size="xs" aria-hidden />}
        <Text role="status" aria-live="polite" aria-atomic="true" fw={600}>
          {announcement}
        </Text>
      </Group>
      {state.status === 'idle' && <Suggestions />}
      {state.status === 'done' && count === 0 && (
        <Stack gap="sm">
          <Text id="search-no-results">
            <Trans>Try a shorter or different word, or look through the frequently asked questions. You can also simply ask us.</Trans>
          </Text>
          <PillLinks
            labelledBy="search-no-results"
            items={[
              { to: '/faq', label: t`Frequently asked questions` },
              { to: '/contact', label: t`Contact us` },
            ]}
          />
          <Suggestions />
        </Stack>
      )}
      {state.status === 'done' && count > 0 && (
        <ol className={classes.results} aria-label={t`Search results`}>
          {state.results.map((result) => (
            <li key={result.id} className={classes.result}>
              <Title order={2} size="h4">
                <LocaleLink to={result.path} className="touch-target">
                  {result.title}
                </LocaleLink>
              </Title>
              <Text size="sm" c="dimmed" className={classes.path}>
                {result.path}
              </Text>
              <Text size="sm">{result.snippet}</Text>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  )
}
