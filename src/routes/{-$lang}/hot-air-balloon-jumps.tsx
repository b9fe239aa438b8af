import { createFileRoute } from '@tanstack/react-router'
import { balloonLanding } from '~/content/landing-content/balloon'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/hot-air-balloon-jumps')({
  ...pageRoute('/hot-air-balloon-jumps'),
  component: () => <LandingPage pageKey="landing-balloon" content={balloonLanding} />,
})
