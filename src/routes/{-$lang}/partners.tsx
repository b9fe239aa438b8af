import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { PartnersSection } from './-data-sections'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/partners')({
  head: ({ params }) => headForPage('partners', localeOfParams(params)),
  // The prerender and a client-side visit render the section at once. Imported when called: loaders are start-up code.
  loader: () => import('./-data-sections').then((sections) => sections.PartnersSection.preload()),
  component: () => (
    <>
      <ContentPage pageKey="partners" />
      <LazySection id="partners">
        <PartnersSection />
      </LazySection>
    </>
  ),
})
