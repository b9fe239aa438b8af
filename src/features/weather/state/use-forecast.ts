import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser } from '~/lib/pocketbase'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { useOnline } from '~/lib/use-online'
import { forecastQueryOptions, type ForecastAnswer } from '../api/weather-api'
import type { JumpType } from '../forecast/jump-limits'
import { loadForecast } from './saved-forecasts'

export type ForecastState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; answer: ForecastAnswer; saved: { savedAt: number } | null; refreshing: boolean }

/** What the prerendered page shows, and so what hydration must render first. */
export const forecastLoading: ForecastState = { status: 'loading' }

/**
 * A location's forecast: from the server, else (offline, or the server failing) the copy saved on
 * this device the last time it was opened, with its "as of" time.
 */
export function useForecast(slug: string, locale: Locale, jumpType: JumpType): ForecastState {
  const online = useOnline()
  const query = useQuery({ ...forecastQueryOptions(slug, locale, jumpType), enabled: online && isBrowser }, useSiteQueryClient())
  const fallback = useMemo(() => (query.data ? null : loadForecast(slug)), [query.data, slug, query.status, online]) // eslint-disable-line react-hooks/exhaustive-deps -- re-read when the query settles

  const { data, isError, isFetching, error, refetch } = query
  // One object per change of the answer, so callers can defer rendering it (useDeferredValue).
  return useMemo((): ForecastState => {
    const retry = () => void refetch()
    if (data) return { status: 'ready', answer: data, saved: null, refreshing: isFetching }
    if (fallback && (!online || isError)) return { status: 'ready', answer: fallback.answer, saved: { savedAt: fallback.savedAt }, refreshing: false }
    if (isError) return { status: 'error', message: (error as Error).message, retry }
    if (!online) return { status: 'error', message: '', retry }
    return forecastLoading
  }, [data, isError, isFetching, error, refetch, fallback, online])
}
