import { createFileRoute } from '@tanstack/react-router'
import { festivalLanding } from '~/content/landing-content/festival'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { headForLanding } from '~/features/seo/inner-page-head'
import { preloadLandingSections } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/festival-performances')({
  head: ({ params }) => headForLanding('landing-festival', localeOfParams(params)),
  loader: preloadLandingSections,
  component: () => <LandingPage pageKey="landing-festival" content={festivalLanding} />,
})
