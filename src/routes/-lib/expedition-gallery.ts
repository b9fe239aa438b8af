/**
 * The loader of the services overview: the prerender and a client-side visit render the expedition
 * gallery at once, so its code must be there first. Imported when called: loaders are start-up code.
 */
export const preloadExpeditionGallery = (): Promise<void> =>
  import('~/features/home/components/ServicesSection/ServicesSection').then((section) => section.preloadExpeditionGallery())
