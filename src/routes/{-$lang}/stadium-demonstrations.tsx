import { createFileRoute } from '@tanstack/react-router'
import { stadiumLanding } from '~/content/landing-content/stadium'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stadium-demonstrations')({
  head: ({ params }) => headForLanding('landing-stadium', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-stadium" content={stadiumLanding} />,
})
