import { createFileRoute } from '@tanstack/react-router'
import { FaqView } from './-views/FaqView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/veelgestelde-vragen')({ ...pageRoute('/veelgestelde-vragen'), component: FaqView })
