import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { preloadServicesOverview } from '../-lib/deferred-parts'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'
import { ServicesSection } from './-page-sections'

export const Route = createFileRoute('/{-$lang}/diensten')({
  beforeLoad: ({ params }) => onlyIn('nl', params),
  head: ({ params }) => headForPage('services', localeOfParams(params)),
  loader: preloadServicesOverview,
  component: () => (
    <>
      <ContentPage pageKey="services" />
      <LazySection id="services">
        <ServicesSection />
      </LazySection>
    </>
  ),
})
