import { createFileRoute } from '@tanstack/react-router'
import { ExperiencesView } from './-views/ExperiencesView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/ervaringen')({ ...pageRoute('/ervaringen'), component: ExperiencesView })
