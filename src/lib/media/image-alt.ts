import { msg } from '@lingui/core/macro'

/**
 * Every image staff put on the site is described in English and in Dutch, for visitors who cannot
 * see it; the server refuses an image without both.
 */
export const imageAltMessages = {
  'imageAlt.missing': msg`Describe the image in English and in Dutch, for visitors who cannot see it.`,
  'imageAlt.tooLong': msg`Keep the description under 300 characters.`,
}

export const maxAltLength = 300

export type ImageAltCode = keyof typeof imageAltMessages

/** The problem with a pair of descriptions of an image, or null. */
export function imageAltProblem(altEn: string, altNl: string): ImageAltCode | null {
  if (altEn.trim() === '' || altNl.trim() === '') return 'imageAlt.missing'
  if (altEn.length > maxAltLength || altNl.length > maxAltLength) return 'imageAlt.tooLong'
  return null
}
