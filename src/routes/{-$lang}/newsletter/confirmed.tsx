import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/newsletter/confirmed')({
  ...pageRoute('/newsletter/confirmed'),
  component: () => <ContentPage pageKey="newsletter-confirmed" />,
})
