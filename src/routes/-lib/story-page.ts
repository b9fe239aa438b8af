import { notFound, redirect } from '@tanstack/react-router'
import { headForStory } from '~/features/seo/story-head'
import { StoryArticleLater } from '~/features/stories/components/StoryPage/story-article-later'
import { fetchPublishedStory, storyOnPage, storyPageDataFor, storyRecordFor } from '~/features/stories/story-page/story-source'
import type { Locale } from '~/lib/i18n/locales'
import { storyPath } from '~/lib/stories/story-paths'
import { localeOfParams } from './locale-guards'
import type { StoryLoaderData, StoryParams } from './story-route'

/**
 * A story address keeps its language: /nl/stories/{slug} leads to /nl/verhalen/{slug} and
 * /verhalen/{slug} to /stories/{slug} (the language switch only adds or removes /nl).
 */
function keepLanguage(params: StoryParams, locale: Locale): void {
  if (localeOfParams(params) === locale) return
  throw redirect({ href: storyPath(params.slug, locale === 'en' ? 'nl' : 'en'), statusCode: 301 })
}

/**
 * A story page's loader: the build renders the page without a story (the server fills one in per
 * request), a page served with its story reads it from the page, and a visit from another page of
 * the site fetches it; either way with the code of the text below the heading.
 */
export async function loadStory(params: StoryParams, locale: Locale): Promise<StoryLoaderData> {
  keepLanguage(params, locale)
  const { slug } = params
  if (import.meta.env.SSR) return { record: null }
  // The page the server served carries its story: read offline too, and no second request.
  if (storyOnPage(slug)) return { record: null }
  const record = await fetchPublishedStory(slug)
  if (!record) throw notFound()
  await StoryArticleLater.preload()
  return { record }
}

export function storyHead(slug: string, loaderData: StoryLoaderData | undefined, locale: Locale) {
  return headForStory(storyPageDataFor(storyRecordFor(slug, loaderData?.record), locale), locale)
}
