import { createFileRoute } from '@tanstack/react-router'
import { helicopterLanding } from '~/content/landing-content/helicopter'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/helicopter-skydiving-netherlands')({
  ...pageRoute('/helicopter-skydiving-netherlands'),
  component: () => <LandingPage pageKey="landing-helicopter" content={helicopterLanding} />,
})
