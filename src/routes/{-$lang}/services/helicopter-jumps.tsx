import { createFileRoute } from '@tanstack/react-router'
import { helicopter } from '~/content/service-content/helicopter'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/services/helicopter-jumps')({
  ...pageRoute('/services/helicopter-jumps'),
  component: () => <ServicePage service={helicopter} />,
})
