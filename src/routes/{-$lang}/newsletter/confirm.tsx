import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { NewsletterLinkForm } from '~/features/newsletter/components/NewsletterLinkForm/NewsletterLinkForm'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/newsletter/confirm')({
  ...pageRoute('/newsletter/confirm'),
  component: () => <ContentPage pageKey="newsletter-confirm" actions={<NewsletterLinkForm action="confirm" />} />,
})
