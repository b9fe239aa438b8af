import { useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { Locale } from './locales'
import { localeForPath, staffLocaleStore } from './staff-locale'

/** The language of the current page: its path decides (spec §4); on staff screens the person's choice. */
export function useLocale(): Locale {
  const staffChoice = useSyncExternalStore(staffLocaleStore.subscribe, staffLocaleStore.get, () => null)
  return useRouterState({ select: (state) => localeForPath(state.location.pathname, staffChoice) })
}
