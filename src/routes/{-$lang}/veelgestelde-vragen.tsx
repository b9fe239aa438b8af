import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams, onlyIn } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/veelgestelde-vragen')({
  beforeLoad: ({ params }) => onlyIn('nl', params),
  head: ({ params }) => headForPage('faq', localeOfParams(params)),
  component: () => <ContentPage pageKey="faq" />,
})
