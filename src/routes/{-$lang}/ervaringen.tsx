import { createFileRoute } from '@tanstack/react-router'
import { ExperiencesSection } from '~/features/home/components/ExperiencesSection/ExperiencesSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/ervaringen')({
  beforeLoad: ({ params }) => onlyIn('nl', params),
  head: ({ params }) => headForPage('experiences', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="experiences" />
      <ExperiencesSection />
    </>
  ),
})
