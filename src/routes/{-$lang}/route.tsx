import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { NotFoundContent } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { NewsletterForm } from '~/features/newsletter/components/NewsletterForm/NewsletterForm'
import { NewsletterPopup } from '~/features/newsletter/components/NewsletterPopup/NewsletterPopup'
import { SiteShell } from '~/features/shell/components/SiteShell/SiteShell'
import { useFragmentScroll } from '~/lib/scroll/useFragmentScroll'

export const Route = createFileRoute('/{-$lang}')({
  // The optional segment also matches "/xx/about"; only "nl" is a language.
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && params.lang !== 'nl') throw notFound()
  },
  component: SiteLayout,
  notFoundComponent: NotFoundContent,
})

function SiteLayout() {
  useFragmentScroll()
  return (
    <SiteShell footerSignup={<NewsletterForm layout="inline" />}>
      <Outlet />
      <NewsletterPopup />
    </SiteShell>
  )
}
