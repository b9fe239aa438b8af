import { createFileRoute, notFound } from '@tanstack/react-router'
import { findCity } from '~/content/cities'
import { CityIntro } from '~/features/pages/components/CityIntro/CityIntro'
import { headForCity } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/parachutespringen-{$city}')({
  loader: ({ params }) => {
    const city = findCity(params.city)
    if (!city) throw notFound()
    return { city }
  },
  head: ({ params, loaderData }) => (loaderData ? headForCity(loaderData.city, localeOfParams(params)) : {}),
  component: CityPage,
})

function CityPage() {
  const { city } = Route.useLoaderData()
  return <CityIntro city={city} />
}
