import type { Locale } from '~/lib/i18n/locales'

/**
 * Where a story is read: /stories/{slug} in English, /nl/verhalen/{slug} in Dutch, one slug for
 * both. /nl/stories/{slug} and /verhalen/{slug} lead to the address in the path's language
 * (server/stories.go).
 */
const storyBasePaths: Record<Locale, string> = { en: '/stories', nl: '/nl/verhalen' }

export function storyPath(slug: string, locale: Locale): string {
  return `${storyBasePaths[locale]}/${slug}`
}
