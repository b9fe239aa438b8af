import { notFound } from '@tanstack/react-router'
import { pageServedAt, type PageDef, type PageKey } from '~/content/pages'
import { validateSearchParams } from '~/features/search/search-params'
import { headForRegistryPage } from '~/features/seo/registry-page-head'
import { validateWeatherSearch } from '~/features/weather/weather-search'
import {
  preloadAboutSection,
  preloadContactWithForm,
  preloadExperiencesSection,
  preloadLandingSections,
  preloadPartnersSection,
  preloadSearchPage,
  preloadServiceSections,
  preloadServicesOverview,
  preloadStoriesSection,
  preloadWeatherPage,
} from './deferred-parts'
import { faqHeadScripts, loadFaqPage, loadHomePage, type FaqLoaderData } from './faq-head'
import { localeOfParams } from './locale-guards'

type Loader = () => Promise<unknown>

/** What a page loads before it renders: the code of its deferred parts, and data for its head. */
const loaderOfPage: Partial<Record<PageKey, Loader>> = {
  home: loadHomePage,
  services: preloadServicesOverview,
  stories: preloadStoriesSection,
  partners: preloadPartnersSection,
  faq: loadFaqPage,
  contact: preloadContactWithForm,
  experiences: preloadExperiencesSection,
  about: preloadAboutSection,
  search: preloadSearchPage,
  weather: preloadWeatherPage,
}
const loaderOfGroup: Partial<Record<PageDef['group'], Loader>> = {
  service: preloadServiceSections,
  landing: preloadLandingSections,
}
/** Pages whose address carries parameters: checked before the page renders. */
type PageSearch = { q?: string; location?: string }
const searchOfPage: Partial<Record<PageKey, (search: Record<string, unknown>) => PageSearch>> = {
  search: validateSearchParams,
  weather: validateWeatherSearch,
}
/** Pages whose loader returns the FAQ's structured data for their head. */
const pagesWithFaqData: readonly string[] = ['home', 'faq']

/**
 * The route options of a page of the registry (src/content/pages.ts) served at `routePath`, the
 * path after the optional /nl: the language guard (a Dutch alias shows nothing in English), the
 * head and the loader all follow from the page's entry, so twins cannot drift apart. The route file
 * adds the component, which must stay in the file for the router to split it into its own chunk.
 */
export function pageRoute(routePath: string) {
  const served = pageServedAt(routePath)
  if (!served) throw new Error(`No page in src/content/pages.ts is served at ${routePath}`)
  const { page, locales } = served
  const loader = loaderOfPage[page.key as PageKey] ?? loaderOfGroup[page.group]
  return {
    beforeLoad: ({ params }: { params: { lang?: string } }) => {
      if (!locales.includes(localeOfParams(params))) throw notFound()
    },
    head: ({ params, loaderData }: { params: { lang?: string }; loaderData?: unknown }) =>
      headForRegistryPage(
        page,
        localeOfParams(params),
        pagesWithFaqData.includes(page.key) ? faqHeadScripts(loaderData as FaqLoaderData | undefined) : [],
      ),
    ...(loader ? { loader } : {}),
    ...(searchOfPage[page.key as PageKey] ? { validateSearch: searchOfPage[page.key as PageKey] } : {}),
  }
}
