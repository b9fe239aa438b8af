import { createFileRoute } from '@tanstack/react-router'
import { ServicesSection } from '~/features/home/components/ServicesSection/ServicesSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { preloadExpeditionGallery } from '../-lib/deferred-parts'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/diensten')({
  beforeLoad: ({ params }) => onlyIn('nl', params),
  head: ({ params }) => headForPage('services', localeOfParams(params)),
  loader: preloadExpeditionGallery,
  component: () => (
    <>
      <ContentPage pageKey="services" />
      <ServicesSection />
    </>
  ),
})
