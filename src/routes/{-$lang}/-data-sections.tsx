import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/*
 * The stories and partners pages, like home, start with their text: the section that shows the
 * site's data (the data fetching library, the carousel, the cards) is a chunk of its own, fetched
 * when it nears the viewport, which on these pages is at once (for the reviews at the end of /about,
 * when a visitor scrolls there). Its data needs the PocketBase SDK,
 * which is requested alongside, so the posts arrive no later than when the section was start-up code.
 */
const withDataClient = <T,>(load: () => Promise<T>) => () => {
  if (isBrowser) void pocketbase()
  return load()
}

export const StoriesSection = deferredComponent(
  withDataClient(() => import('~/features/stories/components/StoriesSection/StoriesSection').then((module) => module.StoriesSection)),
)

export const PartnersSection = deferredComponent(
  withDataClient(() => import('~/features/partners/components/PartnersSection/PartnersSection').then((module) => module.PartnersSection)),
)

export const ReviewsSection = deferredComponent(
  withDataClient(() => import('~/features/partners/components/Reviews/ReviewsSection').then((module) => module.ReviewsSection)),
)
