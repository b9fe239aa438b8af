import { useRouterState } from '@tanstack/react-router'
import { localeFromPath, type Locale } from './locales'

/** The language of the current page, decided by its path (product §4). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromPath(state.location.pathname) })
}
