import { afterCatalog, i18n } from '~/lib/i18n/i18n'
import type { Locale } from '~/lib/i18n/locales'

export interface SiteLoaderData {
  siteJsonLd: readonly Record<string, unknown>[]
}

/**
 * The business and website structured data of every public page, built by the site layout's loader
 * like the FAQ's (faq-head.ts): in a head function, the business data and the texts it translates
 * would be in every page's start-up code. The prerendered page carries the loader's result, so the
 * first visit does not build it again, and the head keeps it once the page is interactive.
 */
export async function loadSiteJsonLd(locale: Locale): Promise<SiteLoaderData> {
  const { siteJsonLd } = await afterCatalog(() => import('~/features/seo/structured-data'))()
  return { siteJsonLd: siteJsonLd(i18n, locale) }
}

/** The head scripts for the layout route loaded with `loadSiteJsonLd`. */
export const siteHeadScripts = (loaderData: SiteLoaderData | undefined) =>
  (loaderData?.siteJsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data) }))
