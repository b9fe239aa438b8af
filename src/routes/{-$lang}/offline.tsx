import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '~/features/pwa/components/OfflinePage/OfflinePage'
import { headForPage } from '~/features/seo/head-for-page'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/offline')({
  head: ({ params }) => headForPage('offline', localeOfParams(params)),
  component: OfflinePage,
})
