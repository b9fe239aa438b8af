import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/components/LazySection/LazySection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { preloadContactWithForm } from '../-lib/deferred-parts'
import { localeOfParams } from '../-lib/locale-guards'
import { ContactWithForm } from './-page-sections'

export const Route = createFileRoute('/{-$lang}/contact')({
  head: ({ params }) => headForPage('contact', localeOfParams(params)),
  loader: preloadContactWithForm,
  component: () => (
    <>
      <ContentPage pageKey="contact" />
      <LazySection id="contact">
        <ContactWithForm />
      </LazySection>
    </>
  ),
})
