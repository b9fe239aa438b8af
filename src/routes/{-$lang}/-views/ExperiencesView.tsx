import { ExperiencesSection } from '~/features/home/components/ExperiencesSection/ExperiencesSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'

/** The exclusive jumps: /experiences and /nl/experiences, /nl/ervaringen. */
export function ExperiencesView() {
  return (
    <>
      <ContentPage pageKey="experiences" />
      <ExperiencesSection />
    </>
  )
}
