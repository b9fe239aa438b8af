import { createFileRoute } from '@tanstack/react-router'
import { corporateLanding } from '~/content/landing-content/corporate'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/corporate-events')({
  head: ({ params }) => headForLanding('landing-corporate', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-corporate" content={corporateLanding} />,
})
