import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { footerSignupId } from '~/features/shell/components/SiteFooter/SiteFooter'
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
  return (
    <SiteShell
      footerSignup={
        <LazySection id={footerSignupId}>
          <FooterSignup />
        </LazySection>
      }
    >
      <Outlet />
      <NewsletterPopup />
    </SiteShell>
  )
}
