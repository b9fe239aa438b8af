import { business } from '~/content/facts'
import type { Locale } from '~/lib/i18n/locales'
import { withBookNow } from './description'
import { productionOrigin } from './origin'

export interface HeadInput {
  locale: Locale
  title: string
  description: string
  keywords?: string
  /** Canonical path of the page in this language. */
  canonicalPath: string
  /** Canonical paths of the same page per language (hreflang). */
  alternates: Partial<Record<Locale, string>>
  indexable: boolean
  /** Further JSON-LD blocks of the page (FAQ, breadcrumbs, ...). */
  jsonLd?: readonly Record<string, unknown>[]
}

const ogLocale: Record<Locale, string> = { en: 'en_GB', nl: 'nl_NL' }

/**
 * The head of a page. Prerendering runs this with the production origin; on
 * localhost and preview hosts the client rewrites the origin after hydration
 * (see useLocalCanonical), so the prerendered HTML and the hydrated tree agree.
 */
export function buildHead(input: HeadInput) {
  const origin = productionOrigin
  const description = withBookNow(input.description, input.locale)
  const url = origin + input.canonicalPath
  const title = `${input.title} | ${business.name}`
  const otherLocale: Locale = input.locale === 'en' ? 'nl' : 'en'
  const xDefault = input.alternates.en ?? input.alternates.nl
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(input.keywords ? [{ name: 'keywords', content: input.keywords }] : []),
      { name: 'robots', content: input.indexable ? 'index, follow, max-image-preview:large' : 'noindex, follow' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: business.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: `${origin}/og-image.png` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:locale', content: ogLocale[input.locale] },
      ...(input.alternates[otherLocale] ? [{ property: 'og:locale:alternate', content: ogLocale[otherLocale] }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...(Object.entries(input.alternates) as [Locale, string][]).map(([locale, path]) => ({
        rel: 'alternate',
        hrefLang: locale,
        href: origin + path,
      })),
      ...(xDefault ? [{ rel: 'alternate', hrefLang: 'x-default', href: origin + xDefault }] : []),
    ],
    // The business and website data come from the site layout's head (routes/-lib/site-head.ts).
    scripts: (input.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      children: JSON.stringify(data),
    })),
  }
}
