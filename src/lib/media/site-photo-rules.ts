import { msg } from '@lingui/core/macro'
import { photoSlots, type PhotoSlotKey } from './photo-slots'

// Apart from ./photo-slots, which every page's start-up code reads: only the server and the staff
// screens need these.
export const photoSlotKeys = Object.keys(photoSlots) as PhotoSlotKey[]

const isPhotoSlotKey = (value: string): value is PhotoSlotKey => Object.hasOwn(photoSlots, value)

export const slotTakesVideo = (key: PhotoSlotKey): boolean => 'takesVideo' in photoSlots[key]

/** The rules of a slot's photo beyond its file and descriptions (decision 034), checked by the server. */
export const sitePhotoMessages = {
  'photoSlot.unknown': msg`The site has no photo place by that name.`,
  'photoSlot.noVideo': msg`Only the photo at the top of the home page takes a video.`,
}

export type SitePhotoProblem = keyof typeof sitePhotoMessages

/** What is wrong with a slot's record: an unknown slot, or a video where none is shown. */
export function sitePhotoProblem(slot: string, hasVideo: boolean): { field: 'slot' | 'video'; code: SitePhotoProblem } | null {
  if (!isPhotoSlotKey(slot)) return { field: 'slot', code: 'photoSlot.unknown' }
  if (hasVideo && !slotTakesVideo(slot)) return { field: 'video', code: 'photoSlot.noVideo' }
  return null
}
