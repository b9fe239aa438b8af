import { createFileRoute, notFound } from '@tanstack/react-router'
import { CityPage } from '~/features/city-pages/components/CityPage/CityPage'
import { headForCityPage } from '~/features/seo/inner-page-head'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/parachutespringen-{$city}')({
  // The city list is imported here, not at the top: loaders are part of every page's start-up code,
  // and on the first load the prerendered page carries the loader's result.
  loader: async ({ params }) => {
    const { findCity } = await import('~/content/cities')
    const city = findCity(params.city)
    if (!city) throw notFound()
    return { city }
  },
  head: ({ params, loaderData }) => (loaderData ? headForCityPage(loaderData.city, localeOfParams(params)) : {}),
  component: CityRoute,
})

function CityRoute() {
  const { city } = Route.useLoaderData()
  return <CityPage city={city} />
}
