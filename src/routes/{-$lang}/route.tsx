import { createFileRoute, notFound, Outlet, rootRouteId, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { AfterIdle } from '~/lib/hydration/idle/AfterIdle'
import { eachWhenIdle } from '~/lib/hydration/idle/idle'
import { usePageHydrated } from '~/lib/hydration/sections/usePageHydrated'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { LazyRelatedLinks } from '~/features/related-links/components/LazyRelatedLinks/LazyRelatedLinks'
import { SiteShell } from '~/features/shell/components/SiteShell/SiteShell'
import { useFragmentScroll } from '~/lib/scroll/useFragmentScroll'
import { localeOfParams } from '../-lib/locale-guards'
import { loadSiteJsonLd, siteHeadScripts } from '../-lib/site-head'
import { belowEveryPage, BookingWidget, bookNow, ChatWidget, chatEnquiryForm, ConsentManager, FooterNewsletterForm } from './-views/site-extras'

export const Route = createFileRoute('/{-$lang}')({
  // The optional segment also matches "/xx/about"; only "nl" is a language. The root's not-found
  // page answers such a path: this route's own would replace the whole layout (no header or
  // footer), and the browser, which picks the root's, would then not match the server's HTML.
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && params.lang !== 'nl') throw notFound({ routeId: rootRouteId })
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
        {/* Last on every page, above the footer; on home after the contact section (product §2.3). */}
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
