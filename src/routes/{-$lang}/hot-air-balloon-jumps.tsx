import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/hot-air-balloon-jumps')({
  head: ({ params }) => headForPage('landing-balloon', localeOfParams(params)),
  component: () => <ContentPage pageKey="landing-balloon" />,
})
