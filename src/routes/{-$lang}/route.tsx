import { createFileRoute, notFound, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AfterIdle } from '~/components/AfterIdle/AfterIdle'
import { usePageHydrated } from '~/components/LazySection/usePageHydrated'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { enquiryTabSearch } from '~/features/enquiries/tab-link'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { NewsletterForm } from '~/features/newsletter/components/NewsletterForm/NewsletterForm'
import { RelatedLinks } from '~/features/related-links/components/RelatedLinks/RelatedLinks'
import { SiteShell } from '~/features/shell/components/SiteShell/SiteShell'
import { useFragmentScroll } from '~/lib/scroll/useFragmentScroll'

// Fixed extras: their code is not part of the pages' initial JavaScript.
const ConsentManager = lazy(() => import('~/features/consent/components/ConsentManager/ConsentManager'))
const BookingWidget = lazy(() => import('~/features/booking/components/BookingWidget/BookingWidget'))

/** spec-decisions: the widget's "Book now" opens the contact section with the Tandem tab. */
const bookNow = { path: '/contact', search: enquiryTabSearch('tandem'), hash: 'contact' }

export const Route = createFileRoute('/{-$lang}')({
  // The optional segment also matches "/xx/about"; only "nl" is a language.
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && params.lang !== 'nl') throw notFound()
  },
  component: SiteLayout,
  notFoundComponent: NotFoundContent,
})

function SiteLayout() {
  usePageHydrated()
  useFragmentScroll()
  // The offline page stands alone: no banner or widget that needs the network.
  const offline = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/{-$lang}/offline') })
  return (
    <>
      {/* Not deferred: a form typed into before its code arrives would lose what was typed. */}
      <SiteShell footerSignup={<NewsletterForm layout="inline" />}>
        <Outlet />
        {/* Last on every page, above the footer; on home after the contact section (spec-decisions). */}
        <RelatedLinks />
        <NewsletterPopup />
      </SiteShell>
      {!offline && (
        <AfterIdle>
          <Suspense fallback={null}>
            <ConsentManager />
            <BookingWidget bookNow={bookNow} />
          </Suspense>
        </AfterIdle>
      )}
    </>
  )
}
