import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { PartnersSection } from './-data-sections'
import { preloadPartnersSection } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/partners')({
  head: ({ params }) => headForPage('partners', localeOfParams(params)),
  loader: preloadPartnersSection,
  component: () => (
    <>
      <ContentPage pageKey="partners" />
      <LazySection id="partners">
        <PartnersSection />
      </LazySection>
    </>
  ),
})
