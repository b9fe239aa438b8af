import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { faqHeadScripts, loadFaqPage } from '../-lib/faq-head'
import { localeOfParams } from '../-lib/locale-guards'
import { FaqSection } from './-page-sections'

export const Route = createFileRoute('/{-$lang}/faq')({
  loader: loadFaqPage,
  head: ({ params, loaderData }) => headForPage('faq', localeOfParams(params), faqHeadScripts(loaderData)),
  component: () => (
    <>
      <ContentPage pageKey="faq" />
      <LazySection id="faq">
        <FaqSection />
      </LazySection>
    </>
  ),
})
