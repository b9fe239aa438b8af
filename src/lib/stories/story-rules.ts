import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { imageAltMessages } from '~/lib/media/image-alt'
import { wordCount } from './story-body'

/**
 * The rules of a story (a `blog_posts` record), checked by the blog screen as staff type and again
 * by the server before the record is saved, whoever saves it. A draft may lack a language; a
 * published story is complete in English and in Dutch.
 */
export interface StoryValues {
  slug: string
  title_en: string
  title_nl: string
  excerpt_en: string
  excerpt_nl: string
  body_en: string
  body_nl: string
  category_en: string
  category_nl: string
  tags_en: string[]
  tags_nl: string[]
  read_time_minutes: number
  published: boolean
  /** PocketBase date text ("2026-03-12 10:00:00.000Z") or "". */
  published_at: string
  featured: boolean
  /** Whether the story has an uploaded image (its alt text is then required). */
  hasImage: boolean
  image_alt_en: string
  image_alt_nl: string
}

export const storyMessages = {
  'title.missing': msg`Give the story a title in at least one language.`,
  'slug.invalid': msg`A web address uses lower-case letters, digits and hyphens only, for example first-tandem-jump.`,
  'slug.taken': msg`Another story already uses this web address.`,
  'publish.englishIncomplete': msg`The English version is not complete: fill in the title, excerpt, category and text before publishing.`,
  'publish.dutchIncomplete': msg`The Dutch version is not complete: fill in the title, excerpt, category and text before publishing.`,
  'imageAlt.missing': imageAltMessages['imageAlt.missing'],
  'readTime.invalid': msg`The reading time is a whole number of minutes from 1 to 240.`,
  'tags.invalid': msg`Use at most 10 tags of up to 40 characters each.`,
} satisfies Record<string, MessageDescriptor>

export type StoryCode = keyof typeof storyMessages
export type StoryField = keyof Omit<StoryValues, 'hasImage'>
export type StoryErrors = Partial<Record<StoryField, StoryCode>>

/** The fields a language needs before the story can be published. */
const requiredPerLanguage = ['title', 'excerpt', 'category', 'body'] as const
export type LanguagePart = (typeof requiredPerLanguage)[number]

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const maxSlugLength = 80
const maxTags = 10
const maxTagLength = 40
/** Words read per minute, for the computed reading time. */
const wordsPerMinute = 200

const field = (part: LanguagePart, locale: Locale) => `${part}_${locale}` as const

/** What a language still lacks before publishing (empty when complete). */
export function missingParts(values: Pick<StoryValues, `${LanguagePart}_${Locale}`>, locale: Locale): LanguagePart[] {
  return requiredPerLanguage.filter((part) => values[field(part, locale)].trim() === '')
}

/** A web address from a title: "Eerste sprong à Texel!" -> "eerste-sprong-a-texel". */
export function slugify(title: string): string {
  const plain = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (plain.length <= maxSlugLength) return plain
  const cut = plain.slice(0, maxSlugLength)
  const lastDash = cut.lastIndexOf('-')
  return (lastDash > 20 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '')
}

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  const start = base || 'story'
  if (!taken(start)) return start
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${start.slice(0, maxSlugLength - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken(candidate)) return candidate
  }
}

/** Minutes to read the longer language's excerpt and text, at least 1. */
export function computedReadTime(values: Pick<StoryValues, 'excerpt_en' | 'excerpt_nl' | 'body_en' | 'body_nl'>): number {
  const words = Math.max(wordCount(`${values.excerpt_en} ${values.body_en}`), wordCount(`${values.excerpt_nl} ${values.body_nl}`))
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

/** Every rule a story keeps when it is saved; the slug's uniqueness is the server's to check. */
export function checkStory(values: StoryValues): StoryErrors {
  const errors: StoryErrors = {}
  if (values.title_en.trim() === '' && values.title_nl.trim() === '') errors.title_en = 'title.missing'
  if (values.slug !== '' && (!slugPattern.test(values.slug) || values.slug.length > maxSlugLength)) errors.slug = 'slug.invalid'
  const minutes = values.read_time_minutes
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) errors.read_time_minutes = 'readTime.invalid'
  for (const tags of ['tags_en', 'tags_nl'] as const) {
    if (values[tags].length > maxTags || values[tags].some((tag) => tag.trim() === '' || tag.length > maxTagLength)) errors[tags] = 'tags.invalid'
  }
  if (values.hasImage && (values.image_alt_en.trim() === '' || values.image_alt_nl.trim() === '')) {
    errors[values.image_alt_en.trim() === '' ? 'image_alt_en' : 'image_alt_nl'] = 'imageAlt.missing'
  }
  if (values.published) {
    if (missingParts(values, 'en').length > 0) errors[field(missingParts(values, 'en')[0]!, 'en')] ??= 'publish.englishIncomplete'
    if (missingParts(values, 'nl').length > 0) errors[field(missingParts(values, 'nl')[0]!, 'nl')] ??= 'publish.dutchIncomplete'
  }
  return errors
}

/** Tags typed as one line: "tandem, first jump" -> ["tandem", "first jump"]. */
export function parseTags(line: string): string[] {
  const seen = new Set<string>()
  return line
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
}
