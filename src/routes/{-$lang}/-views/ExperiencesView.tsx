import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { ExperiencesSection } from '../-page-sections'

/** The exclusive jumps: /experiences and /nl/experiences, /nl/ervaringen. */
export function ExperiencesView() {
  return (
    <>
      <ContentPage pageKey="experiences" />
      <LazySection id="experiences">
        <ExperiencesSection />
      </LazySection>
    </>
  )
}
