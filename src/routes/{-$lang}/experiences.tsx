import { createFileRoute } from '@tanstack/react-router'
import { ExperiencesView } from './-views/ExperiencesView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/experiences')({ ...pageRoute('/experiences'), component: ExperiencesView })
