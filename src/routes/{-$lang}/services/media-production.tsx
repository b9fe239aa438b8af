import { createFileRoute } from '@tanstack/react-router'
import { media } from '~/content/service-content/media'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { preloadServiceSections } from '../../-lib/deferred-parts'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/media-production')({
  head: ({ params }) => headForService('media', localeOfParams(params)),
  loader: preloadServiceSections,
  component: () => <ServicePage service={media} />,
})
