/*
 * Loaders of the pages with parts that load after start-up (decision 016): the prerender and a
 * client-side visit render those parts at once, so their code must be there first. Each is imported
 * when called, not at the top: loaders are part of every page's start-up code.
 */

/** Below the hero of a service page. */
export const preloadServiceSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.ServiceSections.preload())

/** Below the hero of a landing page. */
export const preloadLandingSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.LandingSections.preload())

/** The expedition gallery of the services overview. */
export const preloadExpeditionGallery = (): Promise<void> =>
  import('~/features/home/components/ServicesSection/ServicesSection').then((section) => section.preloadExpeditionGallery())

/** The records of the stories page. */
export const preloadStoriesSection = (): Promise<void> =>
  import('../{-$lang}/-data-sections').then((sections) => sections.StoriesSection.preload())

/** The records of the partners page. */
export const preloadPartnersSection = (): Promise<void> =>
  import('../{-$lang}/-data-sections').then((sections) => sections.PartnersSection.preload())
