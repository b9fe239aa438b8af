import { createFileRoute } from '@tanstack/react-router'
import { corporateSkydivingLanding } from '~/content/landing-content/corporate-skydiving'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/corporate-skydiving-events')({
  head: ({ params }) => headForLanding('landing-corporate-skydiving', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-corporate-skydiving" content={corporateSkydivingLanding} />,
})
