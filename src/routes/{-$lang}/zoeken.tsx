import { createFileRoute } from '@tanstack/react-router'
import { SearchView } from './-views/SearchView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/zoeken')({ ...pageRoute('/zoeken'), component: SearchView })
