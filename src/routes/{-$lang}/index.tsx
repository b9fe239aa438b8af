import { createFileRoute } from '@tanstack/react-router'
import { AboutSection } from '~/features/home/components/AboutSection/AboutSection'
import { ClientSuccessSection } from '~/features/home/components/ClientSuccessSection/ClientSuccessSection'
import { LazySection } from '~/components/LazySection/LazySection'
import { lazyComponent } from '~/components/LazySection/lazy-component'
import { EnquiryTabs } from '~/features/enquiries/components/EnquiryTabs/EnquiryTabs'
import { ContactSection } from '~/features/home/components/ContactSection/ContactSection'
import { ExperiencesSection } from '~/features/home/components/ExperiencesSection/ExperiencesSection'
import { FaqSection } from '~/features/home/components/FaqSection/FaqSection'
import { PartnersSection } from '~/features/home/components/PartnersSection/PartnersSection'
import { ServicesSection } from '~/features/home/components/ServicesSection/ServicesSection'
import { StoriesSection } from '~/features/home/components/StoriesSection/StoriesSection'
import { faqJsonLd } from '~/features/home/faq-json-ld'
import { homePartnerLimit } from '~/content/home/partners'
import { HomeHero } from '~/features/pages/components/HomeHero/HomeHero'
import { headForPage } from '~/features/seo/head-for-page'
import { i18n } from '~/lib/i18n/i18n'
import { useHomeLanguageRedirect } from '~/lib/i18n/useHomeLanguageRedirect'
import { localeOfParams } from '../-lib/locale-guards'

// Below the fold: its code (the player, the tiles) loads when the section comes near the viewport.
const MediaShowcase = lazyComponent(() =>
  import('~/features/home/components/MediaShowcase/MediaShowcase').then((module) => module.MediaShowcase),
)

export const Route = createFileRoute('/{-$lang}/')({
  head: ({ params }) => headForPage('home', localeOfParams(params), [faqJsonLd(i18n)]),
  component: HomePage,
})

/** The home sections in the order of spec-decisions ("Settled ambiguities"). */
function HomePage() {
  useHomeLanguageRedirect()
  return (
    <>
      <HomeHero />
      <LazySection id="services">
        <ServicesSection />
      </LazySection>
      <LazySection id="experiences">
        <ExperiencesSection />
      </LazySection>
      <LazySection id="media-showcase" aliases={['video-samples']}>
        <MediaShowcase />
      </LazySection>
      <LazySection id="stories">
        <StoriesSection />
      </LazySection>
      <LazySection id="about">
        <AboutSection />
      </LazySection>
      <LazySection id="partners">
        <PartnersSection limit={homePartnerLimit} />
      </LazySection>
      <LazySection id="faq">
        <FaqSection />
      </LazySection>
      <LazySection id="client-success">
        <ClientSuccessSection />
      </LazySection>
      <LazySection id="contact">
        <ContactSection>
          <EnquiryTabs />
        </ContactSection>
      </LazySection>
    </>
  )
}
