import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { AboutSection } from '../-page-sections'

/** About the company: /about and /nl/about, /nl/over-ons. */
export function AboutView() {
  return (
    <>
      <ContentPage pageKey="about" />
      <LazySection id="about" aliases={['safety-record']}>
        <AboutSection contactOnPage={false} />
      </LazySection>
    </>
  )
}
