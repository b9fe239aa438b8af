import { createFileRoute } from '@tanstack/react-router'
import { professionalLanding } from '~/content/landing-content/professional'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/professional-skydiving-netherlands')({
  ...pageRoute('/professional-skydiving-netherlands'),
  component: () => <LandingPage pageKey="landing-professional" content={professionalLanding} />,
})
