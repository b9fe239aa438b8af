import { createFileRoute } from '@tanstack/react-router'
import { ServicesView } from './-views/ServicesView'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/diensten')({ ...pageRoute('/diensten'), component: ServicesView })
