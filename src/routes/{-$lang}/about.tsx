import { createFileRoute } from '@tanstack/react-router'
import { AboutSection } from '~/features/home/components/AboutSection/AboutSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/about')({
  head: ({ params }) => headForPage('about', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="about" />
      <AboutSection contactOnPage={false} />
    </>
  ),
})
