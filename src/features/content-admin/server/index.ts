/**
 * What the content hooks in pb_hooks run of the staff's content screens, bundled into
 * pb_hooks/lib/generated/content-admin.js by scripts/hooks-bundle.mjs: the rules of stories,
 * partner logos, expedition photos and the site's photo slots, checked whoever saves a record, with
 * the texts the screens show too.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { expeditionPhotoMessages } from '~/lib/media/expedition-photos'
import { imageAltMessages, imageAltProblem, maxAltLength } from '~/lib/media/image-alt'
import { sitePhotoMessages, sitePhotoProblem } from '~/lib/media/site-photo-rules'
import { rejectionBody, type RejectionBody } from '~/lib/validation/rejection-body'
import { checkStory, storyMessages, type StoryValues } from '~/lib/stories/story-rules'

export { computedReadTime, slugify, uniqueSlug } from '~/lib/stories/story-rules'
export { maxExpeditionPhotos } from '~/lib/media/expedition-photos'
export { isVideoTile, tileOfName } from '~/lib/media/video-tiles'

const contentMessages: Record<string, MessageDescriptor> = { ...storyMessages, ...imageAltMessages, ...expeditionPhotoMessages, ...sitePhotoMessages }
const messageFor = (code: string) => contentMessages[code] ?? storyMessages['title.missing']

/** A story's rules: null when it keeps them, else the body of the refusal. */
export function storyRejection(values: StoryValues, locale: Locale): RejectionBody | null {
  const errors = checkStory(values)
  return Object.keys(errors).length === 0 ? null : rejectionBody(messageFor, 'validation_failed', locale, errors as Record<string, string>)
}

/** A refusal with one field's code (a taken slug, the photo limit). */
export function fieldRejection(field: string, code: string, locale: Locale): RejectionBody {
  return rejectionBody(messageFor, 'validation_failed', locale, { [field]: code })
}

/** An image's descriptions: null when both languages have one, else the refusal for `fieldPrefix`_en/_nl. */
export function altRejection(altEn: string, altNl: string, fieldPrefix: string, locale: Locale): RejectionBody | null {
  const problem = imageAltProblem(altEn, altNl)
  if (!problem) return null
  // The field to point at: the empty one when one is missing, else the one that is too long.
  const englishAtFault = problem === 'imageAlt.missing' ? altEn.trim() === '' : altEn.length > maxAltLength
  const field = englishAtFault ? `${fieldPrefix}_en` : `${fieldPrefix}_nl`
  return fieldRejection(field, problem, locale)
}

/** The name an uploaded story image is stored under: a timestamp, then the name PocketBase gave it. */
export function timestampedName(name: string, nowMs: number): string {
  return /^\d{13}_/.test(name) ? name : `${nowMs}_${name}`
}

/** A slot's photo: null when the slot exists and takes what was sent, else the refusal. */
export function sitePhotoRejection(slot: string, hasVideo: boolean, locale: Locale): RejectionBody | null {
  const problem = sitePhotoProblem(slot, hasVideo)
  return problem ? fieldRejection(problem.field, problem.code, locale) : null
}
