import { createFileRoute, notFound, Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { AfterIdle, eachWhenIdle } from '~/components/AfterIdle/AfterIdle'
import { deferredComponent } from '~/components/LazySection/deferred-component'
import { usePageHydrated } from '~/components/LazySection/usePageHydrated'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { enquiryTabSearch } from '~/features/enquiries/tab-link'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { LazyRelatedLinks, preloadRelatedLinks } from '~/features/related-links/components/RelatedLinks/LazyRelatedLinks'
import { preloadSiteFooter, SiteShell } from '~/features/shell/components/SiteShell/SiteShell'
import { useFragmentScroll } from '~/lib/scroll/useFragmentScroll'
import { afterCatalog } from '~/lib/i18n/i18n'
import { localeOfParams } from '../-lib/locale-guards'
import { loadSiteJsonLd, siteHeadScripts } from '../-lib/site-head'

// Fixed extras: their code is not part of the pages' initial JavaScript.
const ConsentManager = lazy(afterCatalog(() => import('~/features/consent/components/ConsentManager/ConsentManager')))
const BookingWidget = lazy(afterCatalog(() => import('~/features/booking/components/BookingWidget/BookingWidget')))
const ChatWidget = lazy(afterCatalog(() => import('~/features/chat/components/ChatWidget/ChatWidget')))

/**
 * The footer's sign-up form (form state, validation, inputs): its code is fetched at idle or when the
 * footer comes near the viewport, whichever is first; the footer's server HTML keeps what is typed
 * before that, and the footer's LazySection hands it over (reveal.ts).
 */
const FooterNewsletterForm = deferredComponent(() =>
  import('~/features/newsletter/components/NewsletterForm/NewsletterForm').then((module) => module.NewsletterForm),
)

/** The code of what ends every page, fetched after start-up. */
const belowEveryPage = [preloadRelatedLinks, preloadSiteFooter, FooterNewsletterForm.preload]

/** spec-decisions: the widget's "Book now" opens the contact section with the Tandem tab. */
const bookNow = { path: '/contact', search: enquiryTabSearch('tandem'), hash: 'contact' }
/** The chat's "talk to a person" opens the general tab, its message filled with the conversation. */
const chatEnquiryForm = { path: '/contact', search: enquiryTabSearch('contact'), hash: 'contact' }

export const Route = createFileRoute('/{-$lang}')({
  // The optional segment also matches "/xx/about"; only "nl" is a language.
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && params.lang !== 'nl') throw notFound()
  },
  // The prerender renders the footer and the related links in full; a client-side visit to another page has them already.
  loader: async ({ params }) => {
    const [site] = await Promise.all([loadSiteJsonLd(localeOfParams(params)), ...belowEveryPage.map((preload) => preload())])
    return site
  },
  head: ({ loaderData }) => ({ scripts: siteHeadScripts(loaderData) }),
  component: SiteLayout,
  notFoundComponent: NotFoundContent,
})

function SiteLayout() {
  usePageHydrated()
  useFragmentScroll()
  useEffect(() => eachWhenIdle(belowEveryPage), [])
  // The offline page stands alone: no banner or widget that needs the network.
  const offline = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/{-$lang}/offline') })
  return (
    <>
      <SiteShell footerSignup={<FooterNewsletterForm layout="inline" />}>
        <Outlet />
        {/* Last on every page, above the footer; on home after the contact section (spec-decisions). */}
        <LazyRelatedLinks />
        <NewsletterPopup />
      </SiteShell>
      {!offline && (
        <AfterIdle>
          <Suspense fallback={null}>
            <ConsentManager />
            <BookingWidget bookNow={bookNow} />
            <ChatWidget enquiryForm={chatEnquiryForm} />
          </Suspense>
        </AfterIdle>
      )}
    </>
  )
}
