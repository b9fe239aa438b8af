import { createFileRoute } from '@tanstack/react-router'
import { stadiumNlLanding } from '~/content/landing-content/stadium-nl'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stadium-demonstrations-netherlands')({
  beforeLoad: ({ params }) => onlyIn('en', params),
  head: ({ params }) => headForLanding('landing-stadium-nl', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-stadium-nl" content={stadiumNlLanding} />,
})
