import { useSearch } from '@tanstack/react-router'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { SearchPage } from '../-search-page'

/** The search screen: /search and /nl/zoeken. */
export function SearchView() {
  const { q } = useSearch({ strict: false }) as { q?: string }
  // The screen is the whole page, so no element carries the section's id: it is revealed at once.
  return (
    <LazySection id="search">
      <SearchPage query={q ?? ''} />
    </LazySection>
  )
}
