import { AboutSection } from '~/features/about/components/AboutSection/AboutSection'
import { ContentPage } from '~/components/ContentPage/ContentPage'

/** About the company: /about and /nl/about, /nl/over-ons. */
export function AboutView() {
  return (
    <>
      <ContentPage pageKey="about" />
      <AboutSection contactOnPage={false} />
    </>
  )
}
