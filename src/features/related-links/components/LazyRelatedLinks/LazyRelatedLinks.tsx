import { useRouterState } from '@tanstack/react-router'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { LazySection } from '~/lib/hydration/sections/LazySection'

const relatedLinksId = 'related-links'

/**
 * The strip's code (the link choices for every page) comes when the strip nears the viewport or at
 * idle, like the footer's: it sits at the bottom of every page, so the page's start-up code leaves it out.
 */
const RelatedLinks = deferredComponent(() => import('../RelatedLinks/RelatedLinks').then((module) => module.RelatedLinks))

/** For the prerender and client-side visits, which render the strip at once. */
export const preloadRelatedLinks = (): Promise<void> => RelatedLinks.preload()

/** The related links, prerendered in full and hydrated when they near the viewport or are touched. */
export function LazyRelatedLinks() {
  // A new strip for each page: the prerendered strip of the first page may still wait for its code
  // when the visitor moves on, and hydrating it with the next page's links would not match.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <LazySection key={pathname} id={relatedLinksId}>
      <RelatedLinks id={relatedLinksId} />
    </LazySection>
  )
}
