import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { validateSearchParams } from '~/features/search/search-params'
import { headForPage } from '~/features/seo/head-for-page'
import { preloadSearchPage } from '../-lib/deferred-parts'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'
import { SearchPage } from './-search-page'

export const Route = createFileRoute('/{-$lang}/search')({
  validateSearch: validateSearchParams,
  beforeLoad: ({ params }) => onlyIn('en', params),
  head: ({ params }) => headForPage('search', localeOfParams(params)),
  loader: preloadSearchPage,
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  // The screen is the whole page, so no element carries the section's id: it is revealed at once.
  return (
    <LazySection id="search">
      <SearchPage query={q ?? ''} />
    </LazySection>
  )
}
