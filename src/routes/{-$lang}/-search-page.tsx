import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/**
 * The search screen, hydrated after the page's shell like the main section of the other pages
 * (decision 033). Until then it is a plain GET form that works without its code, and a search sent
 * from it in between is run once it is there.
 */
export const SearchPage = deferredComponent(() =>
  import('~/features/search/components/SearchPage/SearchPage').then((module) => module.SearchPage),
)
