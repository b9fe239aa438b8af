import { createFileRoute } from '@tanstack/react-router'
import { helicopter } from '~/content/service-content/helicopter'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { preloadServiceSections } from '../../-lib/deferred-parts'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/helicopter-jumps')({
  head: ({ params }) => headForService('helicopter', localeOfParams(params)),
  loader: preloadServiceSections,
  component: () => <ServicePage service={helicopter} />,
})
