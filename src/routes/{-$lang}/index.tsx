import { createFileRoute } from '@tanstack/react-router'
import { HomeView } from './-views/HomeView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/')({ ...pageRoute('/'), component: HomeView })
