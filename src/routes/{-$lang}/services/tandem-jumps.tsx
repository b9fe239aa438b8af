import { createFileRoute } from '@tanstack/react-router'
import { tandem } from '~/content/service-content/tandem'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { preloadServiceSections } from '../../-lib/deferred-parts'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/tandem-jumps')({
  head: ({ params }) => headForService('tandem', localeOfParams(params)),
  loader: preloadServiceSections,
  component: () => <ServicePage service={tandem} />,
})
