import '@mantine/carousel/styles.css'
import { useLingui } from '@lingui/react'
import { Carousel } from '@mantine/carousel'
import { useQuery } from '@tanstack/react-query'
import { ResponsiveImage } from '~/components/ResponsiveImage/ResponsiveImage'
import { greenlandExpedition } from '~/content/home/services'
import { useLocale } from '~/lib/i18n/useLocale'
import { expeditionPhotosQueryOptions, type ExpeditionPhoto } from '../../api/expedition-photos'
import { useAutoplay } from '../PartnersSection/useAutoplay'

export const expeditionFallbackImage = '/images/greenland-expedition.svg'

/** spec §9: the default carousel autoplay interval. */
const autoplayMs = 4000

// 16:9 like the photo thumbnails (1280x720) and the illustration (1200x675).
const width = 1280
const height = 720
// The gallery takes 7 of 12 columns from md (62em) up, the full width below.
const sizes = '(min-width: 75em) 680px, (min-width: 62em) 58vw, 100vw'

export interface ExpeditionCarouselProps {
  photos: readonly ExpeditionPhoto[]
  /** Advance every 4 s, pausing on hover and focus. @default true */
  autoplay?: boolean
}

/** The expedition photos as a carousel, or the static illustration when there are none. */
export function ExpeditionCarousel({ photos, autoplay = true }: ExpeditionCarouselProps) {
  const { i18n } = useLingui()
  const { getEmblaApi, pauseHandlers } = useAutoplay(autoplayMs, autoplay && photos.length > 1)
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
    <div {...pauseHandlers}>
      <Carousel
        getEmblaApi={getEmblaApi}
        emblaOptions={{ loop: true }}
        slideGap="md"
        controlSize={44}
        previousControlProps={{ 'aria-label': i18n._(greenlandExpedition.previous) }}
        nextControlProps={{ 'aria-label': i18n._(greenlandExpedition.next) }}
      >
        {photos.map((photo, index) => (
          <Carousel.Slide key={photo.id}>
            <ResponsiveImage
              src={photo.url}
              srcSet={photo.srcSet}
              sizes={sizes}
              fallbackSrc={expeditionFallbackImage}
              alt={`${photo.alt ?? i18n._(greenlandExpedition.photoAlt)} (${index + 1}/${photos.length})`}
              width={width}
              height={height}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  )
}

/** Loads the photos in the browser; the prerendered page shows the illustration. */
export function ExpeditionGallery() {
  const locale = useLocale()
  const { data } = useQuery(expeditionPhotosQueryOptions(locale))
  return <ExpeditionCarousel photos={data ?? []} />
}
