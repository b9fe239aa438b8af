import { localizePath, type Locale } from '~/lib/i18n/locales'

export interface Crumb {
  name: string
  /** Language-neutral path; localized when the trail is built. */
  to: string
}

/**
 * A schema.org BreadcrumbList from the home page down to the current page.
 * Search engines show it instead of the bare URL, so the trail uses short names.
 */
export function breadcrumbJsonLd(origin: string, locale: Locale, trail: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + localizePath(crumb.to, locale),
    })),
  }
}
