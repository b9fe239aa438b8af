import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/privacy')({
  head: ({ params }) => headForPage('privacy', localeOfParams(params)),
  component: () => <ContentPage pageKey="privacy" />,
})
