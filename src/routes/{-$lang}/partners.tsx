import { createFileRoute } from '@tanstack/react-router'
import { PartnersSection } from '~/features/home/components/PartnersSection/PartnersSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/partners')({
  head: ({ params }) => headForPage('partners', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="partners" />
      <PartnersSection />
    </>
  ),
})
