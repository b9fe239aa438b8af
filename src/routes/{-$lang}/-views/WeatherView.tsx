import { useSearch } from '@tanstack/react-router'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { WeatherPage } from '../-weather-page'

/** The weather dashboard: /weather and /nl/weer, the location in ?location=. */
export function WeatherView() {
  const { location } = useSearch({ strict: false }) as { location?: string }
  return (
    <LazySection id="weather">
      <WeatherPage locationSlug={location} />
    </LazySection>
  )
}
