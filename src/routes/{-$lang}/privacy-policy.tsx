import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '~/features/legal/components/LegalPage/LegalPage'
import { headForLegal } from '~/features/seo/inner-page-head'
import { localeOfParams } from '../-lib/locale-guards'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  head: ({ params }) => headForLegal('privacy', localeOfParams(params)),
  component: () => <LegalPage pageKey="privacy" />,
})
