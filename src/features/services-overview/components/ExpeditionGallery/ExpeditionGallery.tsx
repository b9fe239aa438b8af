import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { ResponsiveImage } from '~/components/ResponsiveImage/ResponsiveImage'
import { SiteCarousel } from '~/components/SiteCarousel/SiteCarousel'
import { greenlandExpedition, servicesAutoplayMs } from '~/content/home/services'
import { useLocale } from '~/lib/i18n/useLocale'
import { expeditionPhotosQueryOptions, type ExpeditionPhoto } from '../../api/expedition-photos'

export const expeditionFallbackImage = '/images/greenland-expedition.svg'

// 16:9 like the photo thumbnails (1280x720) and the illustration (1200x675).
const width = 1280
const height = 720
// The gallery takes 7 of 12 columns from md (62em) up, the full width below.
const sizes = '(min-width: 75em) 680px, (min-width: 62em) 58vw, 100vw'

export interface ExpeditionCarouselProps {
  photos: readonly ExpeditionPhoto[]
  /** Advance every 5 s (product §9, services section), pausing on hover, focus and drag. @default true */
  autoplay?: boolean
}

/** The expedition photos as a carousel, or the static illustration when there are none. */
export function ExpeditionCarousel({ photos, autoplay = true }: ExpeditionCarouselProps) {
  const { i18n } = useLingui()
  if (photos.length === 0) {
    return (
      <ResponsiveImage
        src={expeditionFallbackImage}
        alt={i18n._(greenlandExpedition.fallbackAlt)}
        width={1200}
        height={675}
        sizes={sizes}
      />
    )
  }
  return (
    <SiteCarousel
      label={i18n._(greenlandExpedition.title)}
      previousLabel={i18n._(greenlandExpedition.previous)}
      nextLabel={i18n._(greenlandExpedition.next)}
      autoplayMs={servicesAutoplayMs}
      autoplay={autoplay && photos.length > 1}
    >
      {photos.map((photo, index) => (
        <SiteCarousel.Slide key={photo.id}>
          <ResponsiveImage
            src={photo.url}
            srcSet={photo.srcSet}
            sizes={sizes}
            fallbackSrc={expeditionFallbackImage}
            alt={`${photo.alt ?? i18n._(greenlandExpedition.photoAlt)} (${index + 1}/${photos.length})`}
            width={width}
            height={height}
          />
        </SiteCarousel.Slide>
      ))}
    </SiteCarousel>
  )
}

/** Loads the photos in the browser; the prerendered page shows the illustration. */
export function ExpeditionGallery() {
  const locale = useLocale()
  const queryClient = useSiteQueryClient()
  const { data } = useQuery(expeditionPhotosQueryOptions(locale), queryClient)
  return <ExpeditionCarousel photos={data ?? []} />
}
