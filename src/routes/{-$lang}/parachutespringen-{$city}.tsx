import { createFileRoute, notFound } from '@tanstack/react-router'
import { findCity } from '~/content/cities'
import { CityPage } from '~/features/pages/components/CityPage/CityPage'
import { headForCityPage } from '~/features/seo/inner-page-head'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/parachutespringen-{$city}')({
  loader: ({ params }) => {
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
