import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '~/features/search/components/SearchPage/SearchPage'
import { validateSearchParams } from '~/features/search/search-params'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/search')({
  validateSearch: validateSearchParams,
  beforeLoad: ({ params }) => onlyIn('en', params),
  head: ({ params }) => headForPage('search', localeOfParams(params)),
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <SearchPage query={q ?? ''} />
}
