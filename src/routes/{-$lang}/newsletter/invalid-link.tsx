import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/newsletter/invalid-link')({
  head: ({ params }) => headForPage('newsletter-invalid-link', localeOfParams(params)),
  component: () => <ContentPage pageKey="newsletter-invalid-link" />,
})
