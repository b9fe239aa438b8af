import { LazySection } from '~/lib/hydration/sections/LazySection'
import { ContentPage } from '~/components/ContentPage/ContentPage'
import { StoriesSection } from '../-data-sections'

/** The stories: /stories and /nl/stories, /nl/verhalen. */
export function StoriesView() {
  return (
    <>
      <ContentPage pageKey="stories" />
      <LazySection id="stories">
        <StoriesSection />
      </LazySection>
    </>
  )
}
