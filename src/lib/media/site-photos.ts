import type { Locale } from '~/lib/i18n/locales'
import { servedObject } from '~/lib/served-json'
import type { PhotoSlotKey } from './photo-slots'

/**
 * A slot's photo as the server puts it into every page it serves (server/site_photos.go,
 * <script type="application/json" id="site-photos">): the responsive sources of the uploaded image,
 * its size, a blurred placeholder and its description in both languages, and the hero's looping
 * video. The page renders its slots from it, so it hydrates exactly what was served; the prerender
 * (no document) and a page without photos show the artwork.
 */
export interface SitePhoto {
  src: string
  srcSet: string
  width: number
  height: number
  placeholder: string
  alt: Record<Locale, string>
  video?: { src: string; type: string }
}

type SitePhotos = Partial<Record<PhotoSlotKey, SitePhoto>>

let photosForTesting: SitePhotos | undefined

/** The photo staff put in a slot, or undefined while it shows its artwork. */
export function sitePhoto(slot: PhotoSlotKey): SitePhoto | undefined {
  return (photosForTesting ?? servedObject<SitePhotos>('site-photos'))[slot]
}

/** For stories and tests: the photos a served page would carry. */
export function setSitePhotosForTesting(value: SitePhotos | undefined): void {
  photosForTesting = value
}

