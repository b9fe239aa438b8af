import { createFileRoute } from '@tanstack/react-router'
import { festivalLanding } from '~/content/landing-content/festival'
import { LandingPage } from '~/features/service-pages/components/LandingPage/LandingPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/festival-performances')({
  ...pageRoute('/festival-performances'),
  component: () => <LandingPage pageKey="landing-festival" content={festivalLanding} />,
})
