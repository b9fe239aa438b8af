import { createFileRoute } from '@tanstack/react-router'
import { tandem } from '~/content/service-content/tandem'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/services/tandem-jumps')({
  ...pageRoute('/services/tandem-jumps'),
  component: () => <ServicePage service={tandem} />,
})
