import { createFileRoute } from '@tanstack/react-router'
import { festivalDemoLanding } from '~/content/landing-content/festival-demo'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/festival-parachute-demonstraties')({
  ...pageRoute('/festival-parachute-demonstraties'),
  component: () => <LandingPage pageKey="landing-festival-demo" content={festivalDemoLanding} />,
})
