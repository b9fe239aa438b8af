import { createFileRoute } from '@tanstack/react-router'
import { balloonLanding } from '~/content/landing-content/balloon'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/hot-air-balloon-jumps')({
  head: ({ params }) => headForLanding('landing-balloon', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-balloon" content={balloonLanding} />,
})
