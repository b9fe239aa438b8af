import { useEffect } from 'react'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { HomeHero } from '~/features/home/components/HomeHero/HomeHero'
import { useHomeLanguageRedirect } from '~/lib/i18n/useHomeLanguageRedirect'
import { ContactWithForm, FaqSection } from '../-page-sections'
import {
  AboutSection,
  ClientSuccessSection,
  ExperiencesSection,
  MediaShowcase,
  PartnersSection,
  prefetchHomeSections,
  ServicesSection,
  StoriesSection,
} from '../-home-sections'

/**
 * The home sections in the order of product §2.3, each in its short form (decision 030): every
 * section and anchor is here, the details and figures are on the pages of their own.
 */
export function HomeView() {
  useHomeLanguageRedirect()
  // Fetched once the visitor starts using the page, so a section is ready before anyone scrolls to it.
  useEffect(() => prefetchHomeSections(), [])
  return (
    <>
      <HomeHero />
      <LazySection id="services">
        <ServicesSection summary />
      </LazySection>
      <LazySection id="experiences">
        <ExperiencesSection summary />
      </LazySection>
      <LazySection id="media-showcase" aliases={['video-samples']}>
        <MediaShowcase summary />
      </LazySection>
      <LazySection id="stories">
        <StoriesSection />
      </LazySection>
      <LazySection id="about">
        <AboutSection summary />
      </LazySection>
      <LazySection id="partners">
        <PartnersSection />
      </LazySection>
      <LazySection id="faq">
        <FaqSection />
      </LazySection>
      <LazySection id="client-success">
        <ClientSuccessSection summary />
      </LazySection>
      <LazySection id="contact">
        <ContactWithForm />
      </LazySection>
    </>
  )
}
