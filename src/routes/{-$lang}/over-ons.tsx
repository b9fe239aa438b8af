import { createFileRoute } from '@tanstack/react-router'
import { AboutView } from './-views/AboutView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/over-ons')({ ...pageRoute('/over-ons'), component: AboutView })
