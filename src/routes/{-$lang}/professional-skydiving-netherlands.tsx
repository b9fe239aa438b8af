import { createFileRoute } from '@tanstack/react-router'
import { professionalLanding } from '~/content/landing-content/professional'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/professional-skydiving-netherlands')({
  head: ({ params }) => headForLanding('landing-professional', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-professional" content={professionalLanding} />,
})
