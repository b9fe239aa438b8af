import { ExperiencesSection } from '~/features/experiences/components/ExperiencesSection/ExperiencesSection'
import { ContentPage } from '~/components/ContentPage/ContentPage'

/** The exclusive jumps: /experiences and /nl/experiences, /nl/ervaringen. */
export function ExperiencesView() {
  return (
    <>
      <ContentPage pageKey="experiences" />
      <ExperiencesSection />
    </>
  )
}
