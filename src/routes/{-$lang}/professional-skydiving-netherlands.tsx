import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/professional-skydiving-netherlands')({
  head: ({ params }) => headForPage('landing-professional', localeOfParams(params)),
  component: () => <ContentPage pageKey="landing-professional" />,
})
