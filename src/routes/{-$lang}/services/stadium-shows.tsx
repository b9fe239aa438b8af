import { createFileRoute } from '@tanstack/react-router'
import { stadium } from '~/content/service-content/stadium'
import { ServicePage } from '~/features/service-pages/components/ServicePage/ServicePage'
import { headForService } from '~/features/seo/inner-page-head'
import { preloadServiceSections } from '../../-lib/deferred-parts'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/services/stadium-shows')({
  head: ({ params }) => headForService('stadium', localeOfParams(params)),
  loader: preloadServiceSections,
  component: () => <ServicePage service={stadium} />,
})
