import { memo, useDeferredValue, useState } from 'react'
import { weatherLocations } from '~/content/weather-locations'
import { useLocale } from '~/lib/i18n/useLocale'
import { forecastLoading, useForecast } from '../../state/use-forecast'
import { useJumpType } from '../../state/use-jump-type'
import { useNow } from '../../state/use-now'
import { useWeatherLocation } from '../../state/use-weather-location'
import { WeatherDashboardView as View, type WeatherTab } from './WeatherDashboardView'

// Memoised: the urgent render that a new answer causes keeps the old answer (useDeferredValue) and
// then skips the whole view; only the deferred render, in slices, draws the new one.
const WeatherDashboardView = memo(View)

export interface WeatherDashboardProps {
  /** The URL's ?location= slug, if any. */
  locationSlug?: string
}

/** The weather page with its data: the location from the URL, the forecast from the API or this device. */
export function WeatherDashboard({ locationSlug }: WeatherDashboardProps) {
  const locale = useLocale()
  const [location, chooseLocation] = useWeatherLocation(locationSlug)
  const [jumpType, chooseJumpType] = useJumpType()
  const [tab, setTab] = useState<WeatherTab>('overview')
  // The query store updates synchronously; deferring the answer lets React render the dashboard
  // in small slices instead of one long task that blocks input (total blocking time). Hydration
  // renders the prerendered loading state even when the early request has already been answered.
  const forecast = useDeferredValue(useForecast(location.slug, locale, jumpType), forecastLoading)
  const nowMs = useNow()
  return (
    <WeatherDashboardView
      locale={locale}
      locations={weatherLocations}
      location={location}
      onLocationChange={chooseLocation}
      jumpType={jumpType}
      onJumpTypeChange={chooseJumpType}
      forecast={forecast}
      nowMs={nowMs}
      tab={tab}
      onTabChange={setTab}
    />
  )
}

export { prefetchForecast } from '../../state/prefetch-forecast'
