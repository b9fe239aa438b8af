import { createFileRoute } from '@tanstack/react-router'
import { stadiumLanding } from '~/content/landing-content/stadium'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/stadium-demonstrations')({
  ...pageRoute('/stadium-demonstrations'),
  component: () => <LandingPage pageKey="landing-stadium" content={stadiumLanding} />,
})
