import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { headForPage } from '~/features/seo/head-for-page'
import { validateWeatherSearch } from '~/features/weather/weather-search'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'
import { preloadWeatherPage, WeatherPage } from './-weather-page'

export const Route = createFileRoute('/{-$lang}/weather')({
  validateSearch: validateWeatherSearch,
  beforeLoad: ({ params }) => onlyIn('en', params),
  head: ({ params }) => headForPage('weather', localeOfParams(params)),
  loader: preloadWeatherPage,
  component: WeatherRoute,
})

function WeatherRoute() {
  const { location } = Route.useSearch()
  return (
    <LazySection id="weather">
      <WeatherPage locationSlug={location} />
    </LazySection>
  )
}
