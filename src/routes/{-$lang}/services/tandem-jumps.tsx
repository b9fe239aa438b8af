import { createFileRoute } from '@tanstack/react-router'
import { tandem } from '~/content/service-content/tandem'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/tandem-jumps')({
  head: ({ params }) => headForService('tandem', localeOfParams(params)),
  component: () => <ServicePage service={tandem} />,
})
