import { createFileRoute } from '@tanstack/react-router'
import { balloon } from '~/content/service-content/balloon'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { preloadServiceSections } from '../../-lib/deferred-parts'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/hot-air-balloon')({
  head: ({ params }) => headForService('balloon', localeOfParams(params)),
  loader: preloadServiceSections,
  component: () => <ServicePage service={balloon} />,
})
