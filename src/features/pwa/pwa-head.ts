import type { Locale } from '~/lib/i18n/locales'

interface HeadTags {
  meta?: object[]
  links?: Array<{ rel?: string; href?: string }>
}

const manifestHref: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  nl: '/manifest.nl.webmanifest',
}

/**
 * The manifest of the page's language (its description and start page are in that language)
 * and the tags iOS reads instead of the manifest when a page is added to the home screen.
 */
export function withPwaHead<T extends HeadTags>(head: T, locale: Locale): T {
  const links = (head.links ?? []).map((link) =>
    link.rel === 'manifest' ? { ...link, href: manifestHref[locale] } : link,
  )
  const meta = [
    ...(head.meta ?? []),
    { name: 'mobile-web-app-capable', content: 'yes' },
    { name: 'apple-mobile-web-app-capable', content: 'yes' },
    { name: 'apple-mobile-web-app-title', content: 'ParaPro' },
    { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
  ]
  // The added tags have the shape of the ones they join, so the head keeps its type.
  return { ...head, meta, links } as T
}
