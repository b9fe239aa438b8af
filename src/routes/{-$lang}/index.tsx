import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LazySection } from '~/components/LazySection/LazySection'
import { faqJsonLd } from '~/features/home/faq-json-ld'
import { HomeHero } from '~/features/pages/components/HomeHero/HomeHero'
import { headForPage } from '~/features/seo/head-for-page'
import { i18n } from '~/lib/i18n/i18n'
import { useHomeLanguageRedirect } from '~/lib/i18n/useHomeLanguageRedirect'
import { localeOfParams } from '../-lib/locale-guards'
import {
  AboutSection,
  ClientSuccessSection,
  ContactWithForm,
  ExperiencesSection,
  FaqSection,
  MediaShowcase,
  PartnersSection,
  preloadHomeSections,
  prefetchHomeSections,
  ServicesSection,
  StoriesSection,
} from './-home-sections'

export const Route = createFileRoute('/{-$lang}/')({
  head: ({ params }) => headForPage('home', localeOfParams(params), [faqJsonLd(i18n)]),
  // The prerender needs every section's code; on the first visit in a browser the router skips
  // this (the page arrives rendered), and a later client-side visit gets the page whole at once.
  loader: preloadHomeSections,
  component: HomePage,
})

/** The home sections in the order of spec-decisions ("Settled ambiguities"). */
function HomePage() {
  useHomeLanguageRedirect()
  // Fetched once the visitor starts using the page, so a section is ready before anyone scrolls to it.
  useEffect(() => prefetchHomeSections(), [])
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
        <PartnersSection />
      </LazySection>
      <LazySection id="faq">
        <FaqSection />
      </LazySection>
      <LazySection id="client-success">
        <ClientSuccessSection />
      </LazySection>
      <LazySection id="contact">
        <ContactWithForm />
      </LazySection>
    </>
  )
}
