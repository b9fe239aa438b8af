import { createFileRoute } from '@tanstack/react-router'
import { FaqSection } from '~/features/home/components/FaqSection/FaqSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { faqHeadScripts, loadFaqJsonLd } from '../-lib/faq-head'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/faq')({
  loader: loadFaqJsonLd,
  head: ({ params, loaderData }) => headForPage('faq', localeOfParams(params), faqHeadScripts(loaderData)),
  component: () => (
    <>
      <ContentPage pageKey="faq" />
      <FaqSection />
    </>
  ),
})
