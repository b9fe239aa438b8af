import { createFileRoute } from '@tanstack/react-router'
import { media } from '~/content/service-content/media'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/services/media-production')({
  ...pageRoute('/services/media-production'),
  component: () => <ServicePage service={media} />,
})
