import { createFileRoute } from '@tanstack/react-router'
import { ExperiencesSection } from '~/features/home/components/ExperiencesSection/ExperiencesSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/experiences')({
  head: ({ params }) => headForPage('experiences', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="experiences" />
      <ExperiencesSection />
    </>
  ),
})
