import type { Locale } from '~/lib/i18n/locales'

/**
 * Where a story is read: /stories/{slug} in English, /nl/verhalen/{slug} in Dutch, one slug for
 * both. /nl/stories/{slug} leads to the Dutch address (server/stories.go).
 */
export const storyBasePaths: Record<Locale, string> = { en: '/stories', nl: '/nl/verhalen' }

export function storyPath(slug: string, locale: Locale): string {
  return `${storyBasePaths[locale]}/${slug}`
}

/** The slug and language of a story address, or undefined for any other path. */
export function storyAtPath(pathname: string): { slug: string; locale: Locale } | undefined {
  for (const locale of ['en', 'nl'] as const) {
    const prefix = `${storyBasePaths[locale]}/`
    if (pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/') && pathname.length > prefix.length) {
      return { slug: pathname.slice(prefix.length), locale }
    }
  }
  return undefined
}
