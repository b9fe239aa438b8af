import { createFileRoute } from '@tanstack/react-router'
import { stadiumNlLanding } from '~/content/landing-content/stadium-nl'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/stadium-demonstrations-netherlands')({
  ...pageRoute('/stadium-demonstrations-netherlands'),
  component: () => <LandingPage pageKey="landing-stadium-nl" content={stadiumNlLanding} />,
})
