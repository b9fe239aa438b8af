import { afterCatalog, i18n } from '~/lib/i18n/i18n'
import { preloadFaqSection, preloadHomeSections } from './deferred-parts'

export interface FaqLoaderData {
  faqJsonLd: Record<string, unknown>
}

/**
 * The FAQ's structured data, built by a route loader: a head function would put the FAQ's ten
 * answers into the start-up code of every page. The prerendered page carries the loader's result,
 * so the first visit does not load it again; a later visit waits for the whole catalog first.
 */
async function loadFaqJsonLd(): Promise<FaqLoaderData> {
  const { faqJsonLd } = await afterCatalog(() => import('~/features/faq/faq-json-ld'))()
  return { faqJsonLd: faqJsonLd(i18n) }
}

/** The head scripts for a route loaded with `loadFaqJsonLd`. */
export const faqHeadScripts = (loaderData: FaqLoaderData | undefined) => (loaderData ? [loaderData.faqJsonLd] : [])

/** The loader of the FAQ page: its structured data, and the code of the questions it shows. */
export const loadFaqPage = (): Promise<FaqLoaderData> =>
  Promise.all([loadFaqJsonLd(), preloadFaqSection()]).then(([faq]) => faq)

/**
 * The loader of home: its structured data, and every section's code. On the first visit in a
 * browser the router skips it (the page arrives rendered).
 */
export const loadHomePage = (): Promise<FaqLoaderData> =>
  Promise.all([loadFaqJsonLd(), preloadHomeSections()]).then(([faq]) => faq)
