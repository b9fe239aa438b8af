import { useRouterState } from '@tanstack/react-router'
import { StoryPage } from '~/features/stories/components/StoryPage/StoryPage'
import { storyRecordFor } from '~/features/stories/story-page/story-source'
import type { Locale } from '~/lib/i18n/locales'
import type { StoryLoaderData, StoryParams } from './story-route'

/**
 * A story page's view. It reads the slug and the loaded story from the router's state rather than
 * Route.useParams()/useLoaderData(): those hooks would be split off into a module file of its own
 * that every public page then loads at start.
 */
export function StoryView({ locale }: { locale: Locale }) {
  const match = useRouterState({ select: (state) => state.matches.at(-1) })
  const { slug } = (match?.params ?? {}) as StoryParams
  const loaded = match?.loaderData as StoryLoaderData | undefined
  return <StoryPage record={storyRecordFor(slug, loaded?.record)} locale={locale} />
}
