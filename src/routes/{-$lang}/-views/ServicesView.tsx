import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { ServicesSection } from '../-page-sections'

/** The services overview: /services and /nl/services, /nl/diensten. */
export function ServicesView() {
  return (
    <>
      <ContentPage pageKey="services" />
      <LazySection id="services">
        <ServicesSection />
      </LazySection>
    </>
  )
}
