import { AboutSection } from '~/features/home/components/AboutSection/AboutSection'
import { ContentPage } from '~/features/pages/components/PageIntro/ContentPage'

/** About the company: /about and /nl/about, /nl/over-ons. */
export function AboutView() {
  return (
    <>
      <ContentPage pageKey="about" />
      <AboutSection contactOnPage={false} />
    </>
  )
}
