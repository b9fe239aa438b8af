import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '~/features/pwa/components/OfflinePage/OfflinePage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/offline')({
  ...pageRoute('/offline'),
  component: OfflinePage,
})
