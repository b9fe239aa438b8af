import '@mantine/core/styles/Image.css'
import { useLingui } from '@lingui/react'
import { Image } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { SiteCarousel } from '~/components/SiteCarousel/SiteCarousel'
import { greenlandExpedition, servicesAutoplayMs } from '~/content/home/services'
import { expeditionPhotosQueryOptions, type ExpeditionPhoto } from '../../api/expedition-photos'

export const expeditionFallbackImage = '/images/greenland-expedition.svg'

/** The expedition photos as a carousel, or the static illustration when there are none. */
export function ExpeditionCarousel({ photos, autoplay = true }: { photos: readonly ExpeditionPhoto[]; autoplay?: boolean }) {
  const { i18n } = useLingui()
  if (photos.length === 0) {
    return (
      <Image
        src={expeditionFallbackImage}
        alt={i18n._(greenlandExpedition.fallbackAlt)}
        radius="md"
        w="100%"
        h="auto"
        style={{ aspectRatio: '16 / 9' }}
      />
    )
  }
  return (
    <SiteCarousel
      label={i18n._(greenlandExpedition.title)}
      previousLabel={i18n._(greenlandExpedition.previous)}
      nextLabel={i18n._(greenlandExpedition.next)}
      autoplayMs={servicesAutoplayMs}
      autoplay={autoplay}
    >
      {photos.map((photo, index) => (
        <SiteCarousel.Slide key={photo.id}>
          <Image
            src={photo.url}
            fallbackSrc={expeditionFallbackImage}
            alt={`${i18n._(greenlandExpedition.photoAlt)} ${index + 1}/${photos.length}`}
            radius="md"
            style={{ aspectRatio: '16 / 9' }}
            loading="lazy"
          />
        </SiteCarousel.Slide>
      ))}
    </SiteCarousel>
  )
}

/** Loads the photos in the browser; the prerendered page shows the illustration. */
export function ExpeditionGallery() {
  const { data } = useQuery(expeditionPhotosQueryOptions())
  return <ExpeditionCarousel photos={data ?? []} />
}
