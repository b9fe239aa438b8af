import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { StoriesSection } from './-data-sections'
import { preloadStoriesSection } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stories')({
  head: ({ params }) => headForPage('stories', localeOfParams(params)),
  loader: preloadStoriesSection,
  component: () => (
    <>
      <ContentPage pageKey="stories" />
      <LazySection id="stories">
        <StoriesSection />
      </LazySection>
    </>
  ),
})
