import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/stadium-demonstrations-netherlands')({
  beforeLoad: ({ params }) => onlyIn('en', params),
  head: ({ params }) => headForPage('landing-stadium-nl', localeOfParams(params)),
  component: () => <ContentPage pageKey="landing-stadium-nl" />,
})
