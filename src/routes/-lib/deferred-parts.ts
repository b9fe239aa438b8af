/*
 * Loaders of the pages with parts that load after start-up (decision 033): the prerender and a
 * client-side visit render those parts at once, so their code must be there first. Each is imported
 * when called, not at the top: loaders are part of every page's start-up code.
 */

/** Every section of home: the prerender and a client-side visit render the whole page at once. */
export const preloadHomeSections = (): Promise<void> =>
  import('../{-$lang}/-home-sections').then((sections) => sections.preloadHomeSections())

/** Below the hero of a service page. */
export const preloadServiceSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.ServiceSections.preload())

/** Below the hero of a landing page. */
export const preloadLandingSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.LandingSections.preload())

/** The services overview with its expedition gallery. */
export const preloadServicesOverview = (): Promise<void> =>
  Promise.all([
    import('../{-$lang}/-page-sections').then((sections) => sections.ServicesSection.preload()),
    import('~/features/services-overview/components/ServicesSection/ServicesSection').then((section) => section.preloadExpeditionGallery()),
  ]).then(() => undefined)

/** The questions of the FAQ page. */
export const preloadFaqSection = (): Promise<void> =>
  import('../{-$lang}/-page-sections').then((sections) => sections.FaqSection.preload())

/** The records of the stories page. */
export const preloadStoriesSection = (): Promise<void> =>
  import('../{-$lang}/-data-sections').then((sections) => sections.StoriesSection.preload())

/** The records of the partners page. */
export const preloadPartnersSection = (): Promise<void> =>
  import('../{-$lang}/-data-sections').then((sections) => sections.PartnersSection.preload())

/** The exclusive jumps of the experiences page. */
export const preloadExperiencesSection = (): Promise<void> =>
  import('../{-$lang}/-page-sections').then((sections) => sections.ExperiencesSection.preload())

/** The company section of the about page, and the reviews at its end. */
export const preloadAboutSection = (): Promise<void> =>
  Promise.all([
    import('../{-$lang}/-page-sections').then((sections) => sections.AboutSection.preload()),
    import('../{-$lang}/-data-sections').then((sections) => sections.ReviewsSection.preload()),
  ]).then(() => undefined)

/** The enquiry form of the contact page, with the contact section around it. */
export const preloadContactWithForm = (): Promise<void> =>
  import('../{-$lang}/-page-sections').then((section) => section.ContactWithForm.preload())

/** The search screen. */
export const preloadSearchPage = (): Promise<void> =>
  import('../{-$lang}/-search-page').then((page) => page.SearchPage.preload())

/** The weather dashboard. */
export const preloadWeatherPage = (): Promise<void> =>
  import('../{-$lang}/-weather-page').then((page) => page.WeatherPage.preload())
