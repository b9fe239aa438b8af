import { createFileRoute } from '@tanstack/react-router'
import { PrivacyView } from './-views/LegalViews'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({ ...pageRoute('/privacy-policy'), component: PrivacyView })
