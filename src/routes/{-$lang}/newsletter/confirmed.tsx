import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/newsletter/confirmed')({
  head: ({ params }) => headForPage('newsletter-confirmed', localeOfParams(params)),
  component: () => <ContentPage pageKey="newsletter-confirmed" />,
})
