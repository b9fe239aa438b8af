import { createFileRoute } from '@tanstack/react-router'
import { festivalDemoLanding } from '~/content/landing-content/festival-demo'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/festival-parachute-demonstraties')({
  head: ({ params }) => headForLanding('landing-festival-demo', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-festival-demo" content={festivalDemoLanding} />,
})
