import { createFileRoute, notFound, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { AfterIdle, whenIdle } from '~/components/AfterIdle/AfterIdle'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { enquiryTabSearch } from '~/features/enquiries/tab-link'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { footerSignupId } from '~/features/shell/components/SiteFooter/SiteFooter'
import { RelatedLinks } from '~/features/related-links/components/RelatedLinks/RelatedLinks'
import { SiteShell } from '~/features/shell/components/SiteShell/SiteShell'
import { LazySection } from '~/components/LazySection/LazySection'
import { deferredComponent } from '~/components/LazySection/deferred-component'

// The footer sign-up's form code loads when the footer comes near the viewport.
const FooterSignup = deferredComponent(() =>
  import('~/features/newsletter/components/NewsletterForm/NewsletterForm').then(({ NewsletterForm }) => {
    return function FooterNewsletterForm() {
      return <NewsletterForm layout="inline" />
    }
  }),
)

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
  // Prerendering needs the form's code; the first visit in a browser skips this (see the home route).
  loader: () => FooterSignup.preload(),
  component: SiteLayout,
  notFoundComponent: NotFoundContent,
})

function SiteLayout() {
  // The offline page stands alone: no banner or widget that needs the network.
  const offline = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/{-$lang}/offline') })
  // Ready before the visitor reaches the footer, so typing into the sign-up never races hydration.
  useEffect(() => whenIdle(() => void FooterSignup.preload().catch(() => undefined)), [])
  return (
    <>
      <SiteShell
        footerSignup={
          <LazySection id={footerSignupId}>
            <FooterSignup />
          </LazySection>
        }
      >
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
