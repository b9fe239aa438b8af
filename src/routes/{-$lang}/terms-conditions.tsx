import { createFileRoute } from '@tanstack/react-router'
import { TermsView } from './-views/LegalViews'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/terms-conditions')({ ...pageRoute('/terms-conditions'), component: TermsView })
