import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import type { SiteSearchResult } from './search-engine'

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; results: SiteSearchResult[] }

type Outcome = { key: string; state: SiteSearchState }

/**
 * Runs `query` against the site search of `locale`. The search module is
 * loaded on first use; `enabled` is false until the page has hydrated, so the
 * first client render matches the prerendered (query-less) HTML.
 */
export function useSiteSearch(query: string, locale: Locale, enabled: boolean): SiteSearchState {
  const { i18n } = useLingui()
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const trimmed = query.trim()
  const key = `${locale}\n${trimmed}`
  const active = enabled && trimmed !== ''

  useEffect(() => {
    if (!active) return
    let current = true
    import('./search-runtime')
      .then(({ siteSearchFor }) => {
        const results = siteSearchFor(i18n, locale).search(trimmed)
        if (current) setOutcome({ key, state: { status: 'done', results } })
      })
      .catch(() => {
        if (current) setOutcome({ key, state: { status: 'error' } })
      })
    return () => {
      current = false
    }
  }, [active, key, trimmed, locale, i18n])

  if (!active) return { status: 'idle' }
  return outcome?.key === key ? outcome.state : { status: 'loading' }
}
