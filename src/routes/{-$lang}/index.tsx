import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { LazySection } from '~/components/LazySection/LazySection'
import { HomeHero } from '~/features/pages/components/HomeHero/HomeHero'
import { headForPage } from '~/features/seo/head-for-page'
import { useHomeLanguageRedirect } from '~/lib/i18n/useHomeLanguageRedirect'
import { faqHeadScripts, loadFaqJsonLd } from '../-lib/faq-head'
import { localeOfParams } from '../-lib/locale-guards'
import { ContactWithForm, FaqSection } from './-page-sections'
import {
  AboutSection,
  ClientSuccessSection,
  ExperiencesSection,
  MediaShowcase,
  PartnersSection,
  prefetchHomeSections,
  ServicesSection,
  StoriesSection,
} from './-home-sections'

export const Route = createFileRoute('/{-$lang}/')({
  head: ({ params, loaderData }) => headForPage('home', localeOfParams(params), faqHeadScripts(loaderData)),
  // The prerender needs every section's code; on the first visit in a browser the router skips
  // this (the page arrives rendered), and a later client-side visit gets the page whole at once.
  // Imported here, not at the top: the loader is part of every page's start-up code.
  loader: async () => {
    const [faq] = await Promise.all([
      loadFaqJsonLd(),
      import('./-home-sections').then(({ preloadHomeSections }) => preloadHomeSections()),
    ])
    return faq
  },
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
