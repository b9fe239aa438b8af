import type { Locale } from '~/lib/i18n/locales'
import { checkStory, computedReadTime, missingParts, type StoryErrors, type StoryValues } from '~/lib/stories/story-rules'
import type { AdminStory } from './blog-api'

/** What the editor holds of a story: its values, and an image chosen but not yet uploaded. */
export interface StoryDraft {
  values: Omit<StoryValues, 'hasImage'>
  /** Tags as typed, per language ("tandem, first jump"). */
  tagLines: Record<Locale, string>
  image: File | null
  /** Whether the reading time follows the text (a new story) or was set by hand. */
  readTimeFollowsText: boolean
}

export function emptyDraft(): StoryDraft {
  return {
    values: {
      slug: '',
      title_en: '',
      title_nl: '',
      excerpt_en: '',
      excerpt_nl: '',
      body_en: '',
      body_nl: '',
      category_en: '',
      category_nl: '',
      tags_en: [],
      tags_nl: [],
      read_time_minutes: 1,
      published: false,
      published_at: '',
      featured: false,
      image_alt_en: '',
      image_alt_nl: '',
    },
    tagLines: { en: '', nl: '' },
    image: null,
    readTimeFollowsText: true,
  }
}

export function draftOf(story: AdminStory): StoryDraft {
  const { slug, title_en, title_nl, excerpt_en, excerpt_nl, body_en, body_nl, category_en, category_nl, tags_en, tags_nl, published, published_at, featured, image_alt_en, image_alt_nl } = story
  return {
    values: { slug, title_en, title_nl, excerpt_en, excerpt_nl, body_en, body_nl, category_en, category_nl, tags_en, tags_nl, read_time_minutes: story.read_time_minutes || 1, published, published_at, featured, image_alt_en, image_alt_nl },
    tagLines: { en: tags_en.join(', '), nl: tags_nl.join(', ') },
    image: null,
    readTimeFollowsText: false,
  }
}

/** The draft with a change, the reading time following the text unless it was set by hand. */
export function changed(draft: StoryDraft, change: Partial<StoryDraft['values']>): StoryDraft {
  const values = { ...draft.values, ...change }
  if (draft.readTimeFollowsText) values.read_time_minutes = computedReadTime(values)
  return { ...draft, values }
}

/** The rules a draft breaks, as the server would answer them. */
export function draftErrors(draft: StoryDraft, hasStoredImage: boolean): StoryErrors {
  return checkStory({ ...draft.values, hasImage: hasStoredImage || draft.image !== null })
}

/** Whether a language has everything publishing needs. */
export function languageComplete(draft: StoryDraft, locale: Locale): boolean {
  return missingParts(draft.values, locale).length === 0
}

/** A datetime-local input's value from PocketBase's date text, in the browser's time zone. */
export function localInputOf(date: string): string {
  if (!date) return ''
  const at = new Date(date.replace(' ', 'T'))
  if (Number.isNaN(at.getTime())) return ''
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** PocketBase's date text from a datetime-local input's value. */
export function dateOfLocalInput(value: string): string {
  if (!value) return ''
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().replace('T', ' ')
}

/** The form the API takes: every field, the tags as JSON, the image when one was chosen. */
export function formDataOf(draft: StoryDraft): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(draft.values)) {
    data.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value))
  }
  if (draft.image) data.append('image', draft.image)
  return data
}
