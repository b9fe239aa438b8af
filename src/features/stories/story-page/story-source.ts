import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'
import { servedJson } from '~/lib/served-json'
import { storyDataElementId, storyPageData, storyTemplateData, type StoryPageData } from '~/lib/stories/story-page-data'
import { parseStoryRecord, type StoryRecord } from '~/lib/stories/story-record'

/**
 * Where a story page gets its story: the record the server wrote into the page it served (the first
 * visit, and every visit from outside the site), or the API (a visit from another page of the
 * site). The build renders the page with stand-ins instead (storyTemplateData).
 */
export function storyOnPage(slug: string): StoryRecord | undefined {
  const served = servedJson(storyDataElementId)
  if (!served) return undefined
  try {
    const record = parseStoryRecord(served)
    return record.slug === slug ? record : undefined
  } catch {
    return undefined
  }
}

/** A published story by its slug, or undefined when there is none (or it is a draft). */
export async function fetchPublishedStory(slug: string): Promise<StoryRecord | undefined> {
  const client = await pocketbase()
  const list = await client.collection('blog_posts').getList(1, 1, { filter: client.filter('slug = {:slug} && published = true', { slug }) })
  const [record] = list.items
  return record ? parseStoryRecord(record) : undefined
}

/** The page's story: the loaded one, else the served one; on the server the stand-ins. */
export function storyRecordFor(slug: string, loaded: StoryRecord | null | undefined): StoryRecord | undefined {
  return loaded ?? (isBrowser ? storyOnPage(slug) : undefined)
}

/** What the head and the opening show: the story's values, or the stand-ins the server replaces. */
export function storyPageDataFor(record: StoryRecord | undefined, locale: Locale): StoryPageData {
  return record ? storyPageData(record, locale) : storyTemplateData
}
