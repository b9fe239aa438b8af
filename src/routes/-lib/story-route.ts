import type { Locale } from '~/lib/i18n/locales'
import type { StoryRecord } from '~/lib/stories/story-record'

export interface StoryLoaderData {
  /** The story fetched for a visit from another page; null when the page was served with it. */
  record: StoryRecord | null
}

export type StoryParams = { lang?: string; slug: string }

// Route options are part of every page's start-up code: the story's code is imported when needed.
const storyPage = () => import('./story-page')

/**
 * The route options of a story page in one language: /stories/{slug} (English) or
 * /nl/verhalen/{slug} (Dutch); /nl/stories/{slug} goes to the Dutch address.
 */
export function storyRoute(locale: Locale) {
  return {
    loader: ({ params }: { params: StoryParams }): Promise<StoryLoaderData> => storyPage().then((page) => page.loadStory(params, locale)),
    head: ({ params, loaderData }: { params: StoryParams; loaderData?: StoryLoaderData }) =>
      storyPage().then((page) => page.storyHead(params.slug, loaderData, locale)),
  }
}
