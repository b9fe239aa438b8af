export const locales = ['en', 'nl'] as const
export type Locale = (typeof locales)[number]

/** Dutch pages live under /nl; every other path is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/nl' || pathname.startsWith('/nl/') ? 'nl' : 'en'
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'nl'
}

/** The path without its /nl prefix, always starting with a slash. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname
  const rest = pathname.slice(3)
  return rest === '' ? '/' : rest
}

/** Adds or removes the /nl prefix for the given locale. */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname)
  if (locale === 'en') return base
  return base === '/' ? '/nl' : `/nl${base}`
}
