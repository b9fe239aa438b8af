import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { NewsletterLinkForm } from '~/features/newsletter/components/NewsletterLinkForm/NewsletterLinkForm'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/newsletter/unsubscribe')({
  ...pageRoute('/newsletter/unsubscribe'),
  component: () => <ContentPage pageKey="newsletter-unsubscribe" actions={<NewsletterLinkForm action="unsubscribe" />} />,
})
