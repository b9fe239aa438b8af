import { createFileRoute } from '@tanstack/react-router'
import { corporateLanding } from '~/content/landing-content/corporate'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/corporate-events')({
  ...pageRoute('/corporate-events'),
  component: () => <LandingPage pageKey="landing-corporate" content={corporateLanding} />,
})
