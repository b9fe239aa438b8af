import { createFileRoute } from '@tanstack/react-router'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { PartnersSection } from './-data-sections'
import { pageRoute } from '../-lib/page-route'

export const Route = createFileRoute('/{-$lang}/partners')({
  ...pageRoute('/partners'),
  component: () => (
    <>
      <ContentPage pageKey="partners" />
      <LazySection id="partners">
        <PartnersSection />
      </LazySection>
    </>
  ),
})
