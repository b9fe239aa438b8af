import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { StoriesSection } from './-data-sections'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stories')({
  head: ({ params }) => headForPage('stories', localeOfParams(params)),
  // The prerender and a client-side visit render the section at once. Imported when called: loaders are start-up code.
  loader: () => import('./-data-sections').then((sections) => sections.StoriesSection.preload()),
  component: () => (
    <>
      <ContentPage pageKey="stories" />
      <LazySection id="stories">
        <StoriesSection />
      </LazySection>
    </>
  ),
})
