import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { pageRoute } from '../../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/newsletter/invalid-link')({
  ...pageRoute('/newsletter/invalid-link'),
  component: () => <ContentPage pageKey="newsletter-invalid-link" />,
})
