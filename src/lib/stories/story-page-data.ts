import type { Locale } from '~/lib/i18n/locales'
import { storyPlainText } from './story-body'
import { storyPath } from './story-paths'
import { storyImagePath, type StoryRecord } from './story-record'

/**
 * What a story page's head and opening show of a story, in one language. Every value is a field of
 * the record or one simple step from it, because the server fills the same values into the page it
 * serves (server/stories.go): the build writes one page per language with the stand-ins below in
 * their places (decision 029).
 */
export interface StoryPageData {
  slug: string
  title: string
  description: string
  /** Site-relative address of the social image: the story's own, else the site's. */
  imagePath: string
  imageAlt: string
  /** ISO date-times ("2026-03-12T10:00:00.000Z"). */
  published: string
  modified: string
  keywords: string
  section: string
  /** The text as paragraphs and headings on lines of their own, for the structured data. */
  body: string
}

/** The site's social image, for a story without an image of its own. */
const defaultSocialImagePath = '/og-image.png'

/** PocketBase's "2026-03-12 10:00:00.000Z" as ISO 8601. */
const isoDateTime = (value: string) => value.replace(' ', 'T')

export function storyPageData(record: StoryRecord, locale: Locale): StoryPageData {
  const nl = locale === 'nl'
  const title = nl ? record.title_nl : record.title_en
  return {
    slug: record.slug,
    title,
    description: nl ? record.excerpt_nl : record.excerpt_en,
    imagePath: record.image ? storyImagePath(record, '1280x720') : defaultSocialImagePath,
    imageAlt: (nl ? record.image_alt_nl : record.image_alt_en) || title,
    published: isoDateTime(record.published_at),
    modified: isoDateTime(record.updated || record.published_at),
    keywords: (nl ? record.tags_nl : record.tags_en).join(', '),
    section: nl ? record.category_nl : record.category_en,
    body: storyPlainText(nl ? record.body_nl : record.body_en),
  }
}

/** The stand-ins of the built story pages, replaced by the server per story. */
export const storyTemplateData: StoryPageData = {
  slug: '__STORY_SLUG__',
  title: '__STORY_TITLE__',
  description: '__STORY_DESCRIPTION__',
  imagePath: '__STORY_IMAGE_PATH__',
  imageAlt: '__STORY_IMAGE_ALT__',
  published: '__STORY_PUBLISHED__',
  modified: '__STORY_MODIFIED__',
  keywords: '__STORY_KEYWORDS__',
  section: '__STORY_SECTION__',
  body: '__STORY_BODY__',
}

/** The paths the build renders as story templates, and the files it writes them to. */
export const storyTemplates: readonly { path: string; file: string; locale: Locale }[] = [
  { path: storyPath(storyTemplateData.slug, 'en'), file: 'templates/story-en.html', locale: 'en' },
  { path: storyPath(storyTemplateData.slug, 'nl'), file: 'templates/story-nl.html', locale: 'nl' },
]

/** The id of the JSON the server writes into a story page: the story's record. */
export const storyDataElementId = 'story-data'
