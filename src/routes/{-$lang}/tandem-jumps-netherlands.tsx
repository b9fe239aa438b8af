import { createFileRoute } from '@tanstack/react-router'
import { tandemLanding } from '~/content/landing-content/tandem'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/tandem-jumps-netherlands')({
  ...pageRoute('/tandem-jumps-netherlands'),
  component: () => <LandingPage pageKey="landing-tandem" content={tandemLanding} />,
})
