/*
 * Loaders of the service and landing pages: the prerender and a client-side visit render what is
 * below the hero at once, so its code must be there first. Imported when called, not at the top:
 * the loaders are part of every page's start-up code.
 */
export const preloadServiceSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.ServiceSections.preload())

export const preloadLandingSections = (): Promise<void> =>
  import('~/features/service-pages/deferred-sections').then((sections) => sections.LandingSections.preload())
