import { lazy } from 'react'
import { enquiryTabSearch } from '~/features/enquiries/tab-link'
import { preloadRelatedLinks } from '~/features/related-links/components/LazyRelatedLinks/LazyRelatedLinks'
import { preloadSiteFooter } from '~/features/shell/components/SiteShell/SiteShell'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { afterCatalog } from '~/lib/i18n/i18n'

// Fixed extras of every public page: their code is not part of the pages' initial JavaScript.
export const ConsentManager = lazy(
  afterCatalog(() => import('~/features/consent/components/ConsentManager/ConsentManager').then((module) => ({ default: module.ConsentManager }))),
)
export const BookingWidget = lazy(
  afterCatalog(() => import('~/features/booking/components/BookingWidget/BookingWidget').then((module) => ({ default: module.BookingWidget }))),
)

export const ChatWidget = lazy(
  afterCatalog(() => import('~/features/chat/components/ChatWidget/ChatWidget').then((module) => ({ default: module.ChatWidget }))),
)

/**
 * The footer's sign-up form (form state, validation, inputs): its code is fetched at idle or when the
 * footer comes near the viewport, whichever is first; the footer's server HTML keeps what is typed
 * before that, and the footer's LazySection hands it over (reveal.ts).
 */
export const FooterNewsletterForm = deferredComponent(() =>
  import('~/features/newsletter/components/NewsletterForm/NewsletterForm').then((module) => module.NewsletterForm),
)

/** The code of what ends every page, fetched after start-up. */
export const belowEveryPage = [preloadRelatedLinks, preloadSiteFooter, FooterNewsletterForm.preload]

/** product §2.6: the widget's "Book now" opens the contact section with the Tandem tab. */
export const bookNow = { path: '/contact', search: enquiryTabSearch('tandem'), hash: 'contact' }

/** The chat's "talk to a person" opens the general tab, its message filled with the conversation. */
export const chatEnquiryForm = { path: '/contact', search: enquiryTabSearch('contact'), hash: 'contact' }
