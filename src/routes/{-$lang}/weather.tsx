import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../-lib/page-route'
import { WeatherView } from './-views/WeatherView'

export const Route = createFileRoute('/{-$lang}/weather')({ ...pageRoute('/weather'), component: WeatherView })
