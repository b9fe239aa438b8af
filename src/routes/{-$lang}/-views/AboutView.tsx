import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { AboutSection } from '../-page-sections'
import { ReviewsSection } from '../-data-sections'

/** About the company: /about and /nl/about, /nl/over-ons, with what clients say. */
export function AboutView() {
  return (
    <>
      <ContentPage pageKey="about" />
      <LazySection id="about" aliases={['safety-record']}>
        <AboutSection contactOnPage={false} />
      </LazySection>
      <LazySection id="reviews">
        <ReviewsSection />
      </LazySection>
    </>
  )
}
