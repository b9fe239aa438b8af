import { createFileRoute } from '@tanstack/react-router'
import { corporateSkydivingLanding } from '~/content/landing-content/corporate-skydiving'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/corporate-skydiving-events')({
  ...pageRoute('/corporate-skydiving-events'),
  component: () => <LandingPage pageKey="landing-corporate-skydiving" content={corporateSkydivingLanding} />,
})
