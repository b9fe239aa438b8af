import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { FaqSection } from '../-page-sections'

/** The questions: /faq and /nl/faq, /nl/veelgestelde-vragen. */
export function FaqView() {
  return (
    <>
      <ContentPage pageKey="faq" />
      <LazySection id="faq">
        <FaqSection underPageHeading />
      </LazySection>
    </>
  )
}
