import { preload } from 'react-dom'
import { photoSlots, slotArtwork, type PhotoSlotKey } from '~/lib/media/photo-slots'
import { sitePhoto } from '~/lib/media/site-photos'
import { useLocale } from '~/lib/i18n/useLocale'
import classes from './PhotoSlot.module.css'

export interface PhotoSlotProps {
  slot: PhotoSlotKey
  /** The page's largest image on arrival (its LCP): preloaded from the head with high priority, never lazy. */
  priority?: boolean
}

/** A failed photo (offline and not kept, or removed since the page was saved) gives way to the artwork. */
function showArtwork(image: HTMLImageElement, artwork: string) {
  image.removeAttribute('srcset')
  image.src = artwork
}

/**
 * One photo slot (decision 034): the photo staff put there, in the variant that fits the slot, over
 * its blurred placeholder; until they do, the slot's artwork, described as decoration (the text
 * around it says what the section is about). The image fills its box (the parent gives the box
 * its proportions), cropped from the middle.
 */
export function PhotoSlot({ slot, priority = false }: PhotoSlotProps) {
  const locale = useLocale()
  const photo = sitePhoto(slot)
  const art = photoSlots[slot]
  const artwork = slotArtwork(slot)
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const)
  const src = photo?.src ?? artwork
  const srcSet = photo?.srcSet ?? `${artwork} ${art.width}w`
  // React writes the preload into the prerendered head; the server points it at the photo with the
  // image (matched by the artwork's address, server/site_photos.go).
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: art.sizes, fetchPriority: 'high' })
  const fallBack = (image: HTMLImageElement | null) => {
    if (photo && image?.complete && image.naturalWidth === 0 && image.getAttribute('src') !== artwork) showArtwork(image, artwork)
  }
  return (
    <img
      data-photo-slot={slot}
      className={classes.image}
      src={src}
      srcSet={srcSet}
      sizes={art.sizes}
      width={photo?.width ?? art.width}
      height={photo?.height ?? art.height}
      alt={photo?.alt[locale] ?? ''}
      style={photo && { backgroundImage: `url("${photo.placeholder}")` }}
      {...loading}
      // a photo that fails after the page started says so with an error event; one that failed
      // before has none left to hear, so it is checked when React gets the element
      onError={(event) => fallBack(event.currentTarget)}
      ref={fallBack}
    />
  )
}
