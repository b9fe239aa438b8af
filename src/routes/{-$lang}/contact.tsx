import { createFileRoute } from '@tanstack/react-router'
import { EnquiryTabs } from '~/features/enquiries/components/EnquiryTabs/EnquiryTabs'
import { ContactSection } from '~/features/home/components/ContactSection/ContactSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/contact')({
  head: ({ params }) => headForPage('contact', localeOfParams(params)),
  component: () => (
    <>
      <ContentPage pageKey="contact" />
      <ContactSection>
        <EnquiryTabs />
      </ContactSection>
    </>
  ),
})
