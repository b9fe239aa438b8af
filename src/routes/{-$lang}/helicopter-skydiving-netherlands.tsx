import { createFileRoute } from '@tanstack/react-router'
import { helicopterLanding } from '~/content/landing-content/helicopter'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/helicopter-skydiving-netherlands')({
  head: ({ params }) => headForLanding('landing-helicopter', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-helicopter" content={helicopterLanding} />,
})
