import { createFileRoute } from '@tanstack/react-router'
import { balloon } from '~/content/service-content/balloon'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/services/hot-air-balloon')({
  ...pageRoute('/services/hot-air-balloon'),
  component: () => <ServicePage service={balloon} />,
})
