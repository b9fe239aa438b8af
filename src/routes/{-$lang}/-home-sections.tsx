import { prefetchWhenEngaged } from '~/lib/hydration/idle/idle'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { ContactWithForm, FaqSection } from './-page-sections'

/*
 * The home page's below-the-fold sections, each in its own chunk: their code is fetched when the
 * section comes near the viewport (or when the prerender and client-side navigation preload them),
 * so the first visit downloads only the hero and the shell.
 */
/** Home's short form has no expedition gallery (decision 030): the section's own code is enough. */
export const ServicesSection = deferredComponent(() =>
  import('~/features/services-overview/components/ServicesSection/ServicesSection').then((module) => module.ServicesSection),
)
export const ExperiencesSection = deferredComponent(() =>
  import('~/features/experiences/components/ExperiencesSection/ExperiencesSection').then((module) => module.ExperiencesSection),
)
export const MediaShowcase = deferredComponent(() =>
  import('~/features/media-showcase/components/MediaShowcase/MediaShowcase').then((module) => module.MediaShowcase),
)
export const StoriesSection = deferredComponent(() =>
  import('~/features/stories/components/StoriesSection/StoriesSection').then((module) => module.StoriesSection),
)
export const AboutSection = deferredComponent(() =>
  import('~/features/about/components/AboutSection/AboutSection').then((module) => module.AboutSection),
)
/** Partners as home shows them: at most the home limit (product §9), which comes with the section's code. */
export const PartnersSection = deferredComponent(async () => {
  const [{ PartnersSection: Partners }, { homePartnerLimit }] = await Promise.all([
    import('~/features/partners/components/PartnersSection/PartnersSection'),
    import('~/content/home/partners'),
  ])
  return function HomePartners() {
    return <Partners limit={homePartnerLimit} summary />
  }
})
export const ClientSuccessSection = deferredComponent(() =>
  import('~/features/client-success/components/ClientSuccessSection/ClientSuccessSection').then((module) => module.ClientSuccessSection),
)
const all = [ServicesSection, ExperiencesSection, MediaShowcase, StoriesSection, AboutSection, PartnersSection, FaqSection, ClientSuccessSection, ContactWithForm]

export const preloadHomeSections = (): Promise<void> => Promise.all(all.map((section) => section.preload())).then(() => undefined)

/** Time after which the sections' code is fetched even if the visitor has not touched the page. */
const sectionPrefetchDelayMs = 4000

/** The hero's looping video, when staff gave it one (decision 034): it comes with the sections' code. */
const startHeroVideo = () => import('~/features/home/hero-video').then((module) => module.startHeroVideo())

/**
 * Fetches the sections' code once the visitor starts using the page (or after a few seconds), so a
 * section is ready before anyone scrolls to it, and starts the hero's video. A section link used
 * before the code is there waits for the sections to hydrate before it scrolls (useSectionLink).
 * Returns a cancel function.
 */
export const prefetchHomeSections = (): (() => void) =>
  prefetchWhenEngaged([...all.map((section) => section.preload), startHeroVideo], sectionPrefetchDelayMs)
