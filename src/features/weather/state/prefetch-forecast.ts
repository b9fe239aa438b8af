import { localeFromPath } from '~/lib/i18n/locales'
import { isBrowser } from '~/lib/pocketbase'
import { siteQueryClient } from '~/lib/query/useSiteQueryClient'
import { forecastQueryOptions } from '../api/weather-api'
import { storedJumpType } from './use-jump-type'
import { locationOnArrival } from './use-weather-location'

/**
 * Asks for the forecast the dashboard opens with as soon as its code is there, before React
 * hydrates it: the answer is on its way sooner, and the dashboard's first render finds the request
 * already running instead of starting it and rendering again (decision 028).
 */
export function prefetchForecast(): void {
  if (!isBrowser || !navigator.onLine) return
  const slugInUrl = new URLSearchParams(window.location.search).get('location') ?? undefined
  const options = forecastQueryOptions(locationOnArrival(slugInUrl).slug, localeFromPath(window.location.pathname), storedJumpType())
  void siteQueryClient().prefetchQuery(options)
}
