import { createFileRoute } from '@tanstack/react-router'
import { AboutSection } from '~/features/home/components/AboutSection/AboutSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/over-ons')({
  beforeLoad: ({ params }) => onlyIn('nl', params),
  head: ({ params }) => headForPage('about', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="about" />
      <AboutSection contactOnPage={false} />
    </>
  ),
})
