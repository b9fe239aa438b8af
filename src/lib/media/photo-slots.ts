/**
 * The site's photo slots (decision 034): the places where staff put a photo of their own, each
 * with the artwork made for the site (public/artwork/) that it shows until then. The key is what
 * the server stores (`site_photos.slot`) and what marks the slot's image in a page
 * (`data-photo-slot`), where the server puts the photo in (server/site_photos.go). Only the hero
 * takes a looping video as well.
 */
export interface PhotoSlotDef {
  /** The artwork's own size (public/artwork/{slot}.svg): the box of the slot before a photo arrives. */
  width: number
  height: number
  /** How wide the slot is shown wherever it appears (the img's sizes): the browser picks the variant by it. */
  sizes: string
  takesVideo?: true
}

// Cards sit in grids of up to four columns in a container of at most 1200 px (Mantine's "lg").
const card: PhotoSlotDef = { width: 600, height: 400, sizes: '(min-width: 75em) 300px, (min-width: 48em) 50vw, 100vw' }
const halfCard: PhotoSlotDef = { ...card, sizes: '(min-width: 62em) 560px, 100vw' }

export const photoSlots = {
  'home-hero': { width: 1600, height: 900, sizes: '100vw', takesVideo: true },
  'service-stadium': card,
  'service-tandem': card,
  'service-media': card,
  'service-rigging': card,
  'experience-helicopter': halfCard,
  'experience-balloon': halfCard,
  'about-founder': { width: 400, height: 500, sizes: '(min-width: 48em) 280px, 320px' },
  'about-team': halfCard,
} as const satisfies Record<string, PhotoSlotDef>

export type PhotoSlotKey = keyof typeof photoSlots

/** The artwork made for a slot, shown until staff put a photo there. */
export const slotArtwork = (key: PhotoSlotKey): string => `/artwork/${key}.svg`
