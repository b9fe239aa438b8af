import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/weer')({ ...pageRoute('/weer'), component: () => <ContentPage pageKey="weather" /> })
