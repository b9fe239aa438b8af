import { createFileRoute } from '@tanstack/react-router'
import { FaqView } from './-views/FaqView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/faq')({ ...pageRoute('/faq'), component: FaqView })
