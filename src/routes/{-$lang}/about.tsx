import { createFileRoute } from '@tanstack/react-router'
import { AboutView } from './-views/AboutView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/about')({ ...pageRoute('/about'), component: AboutView })
