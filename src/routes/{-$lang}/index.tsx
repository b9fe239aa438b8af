import { createFileRoute } from '@tanstack/react-router'
import { HomeHero } from '~/features/pages/components/HomeHero/HomeHero'
import { headForPage } from '~/features/seo/head-for-page'
import { useHomeLanguageRedirect } from '~/lib/i18n/useHomeLanguageRedirect'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/')({
  head: ({ params }) => headForPage('home', localeOfParams(params)),
  component: HomePage,
})

function HomePage() {
  useHomeLanguageRedirect()
  return <HomeHero />
}
