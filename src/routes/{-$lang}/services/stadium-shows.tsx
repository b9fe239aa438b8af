import { createFileRoute } from '@tanstack/react-router'
import { stadium } from '~/content/service-content/stadium'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/services/stadium-shows')({
  ...pageRoute('/services/stadium-shows'),
  component: () => <ServicePage service={stadium} />,
})
