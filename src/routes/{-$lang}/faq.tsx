import { createFileRoute } from '@tanstack/react-router'
import { FaqSection } from '~/features/home/components/FaqSection/FaqSection'
import { faqJsonLd } from '~/features/home/faq-json-ld'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { i18n } from '~/lib/i18n/i18n'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/faq')({
  head: ({ params }) => headForPage('faq', localeOfParams(params), [faqJsonLd(i18n)]),
  component: () => (
    <>
      <ContentPage pageKey="faq" />
      <FaqSection />
    </>
  ),
})
