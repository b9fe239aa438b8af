import { createFileRoute } from '@tanstack/react-router'
import { tandemLanding } from '~/content/landing-content/tandem'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/tandem-jumps-netherlands')({
  head: ({ params }) => headForLanding('landing-tandem', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-tandem" content={tandemLanding} />,
})
