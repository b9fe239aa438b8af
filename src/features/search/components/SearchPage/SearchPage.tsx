import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Container, Stack, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useHydrated, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useLocale } from '~/lib/i18n/useLocale'
import { searchPathFor } from '../../search-path'
import { useSiteSearch } from '../../useSiteSearch'
import { SearchResults } from './SearchResults'
import classes from './SearchPage.module.css'

export interface SearchPageProps {
  /** The `q` parameter of the URL ("" when absent). */
  query: string
}

/**
 * The search screen (product §2.2: /search?q= is a real search). The form
 * is a plain GET form, so it works before the script has loaded; once
 * hydrated, submitting updates the URL without a reload and the results are
 * computed in the browser from the site's own content.
 */
export function SearchPage({ query }: SearchPageProps) {
  const locale = useLocale()
  const hydrated = useHydrated()
  // Until hydration the prerendered page knows no query: start from "" like it did.
  const activeQuery = hydrated ? query : ''
  const state = useSiteSearch(activeQuery, locale, hydrated)

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl" maw="48rem">
        <Title order={1}>
          <Trans>Search</Trans>
        </Title>
        <SearchForm key={activeQuery} query={activeQuery} />
        <SearchResults query={activeQuery} state={state} />
      </Stack>
    </Container>
  )
}

/** The GET form; remounted (key) when the URL's query changes, so the field always starts from it. */
function SearchForm({ query }: { query: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [value, setValue] = useState(query)
  const action = searchPathFor(locale)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = value.trim()
    void navigate({ to: action, search: q ? { q } : {}, replace: q === query.trim() })
  }

  return (
    <form method="get" action={action} role="search" className={classes.form} onSubmit={onSubmit}>
      <TextInput
        className={classes.input}
        name="q"
        type="search"
        label={t`Search this site`}
        placeholder={t`For example: tandem jump, helicopter, Utrecht`}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        autoComplete="off"
        enterKeyHint="search"
        size="md"
      />
      <Button type="submit" size="md">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}
