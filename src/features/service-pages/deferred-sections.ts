import { deferredComponent } from '~/lib/hydration/sections/deferred-component'

/*
 * What a service or landing page shows below its hero, in a chunk of its own: prerendered in full,
 * its code fetched when it nears the viewport (LazySection), at idle, or ahead of a client-side
 * visit (the routes' loaders), so a page's start-up code is the hero and the shell.
 */
export const ServiceSections = deferredComponent(() =>
  import('./components/ServiceSections/ServiceSections').then((module) => module.ServiceSections),
)
export const LandingSections = deferredComponent(() =>
  import('./components/LandingSections/LandingSections').then((module) => module.LandingSections),
)

/** The sections' ids in page order: the first is watched, any of them in the URL fragment reveals them all. */
export const serviceSectionIds = ['benefits', 'steps', 'event-types', 'book'] as const
export const landingSectionIds = ['highlights', 'audience', 'booking', 'contact-us'] as const
