import { createFileRoute } from '@tanstack/react-router'
import { StoriesView } from './-views/StoriesView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/verhalen')({ ...pageRoute('/verhalen'), component: StoriesView })
