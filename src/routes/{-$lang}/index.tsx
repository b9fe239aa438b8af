import { createFileRoute } from '@tanstack/react-router'
import { HomeHero } from '~/features/pages/components/HomeHero/HomeHero'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/')({
  head: ({ params }) => headForPage('home', localeOfParams(params)),
  component: () => <HomeHero />,
})
