import { createFileRoute } from '@tanstack/react-router'
import { StoriesSection } from '~/features/home/components/StoriesSection/StoriesSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stories')({
  head: ({ params }) => headForPage('stories', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="stories" />
      <StoriesSection />
    </>
  ),
})
