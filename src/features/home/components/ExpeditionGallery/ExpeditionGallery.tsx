import '@mantine/carousel/styles.css'
import '@mantine/core/styles/Image.css'
import { useLingui } from '@lingui/react'
import { Carousel } from '@mantine/carousel'
import { Image } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { greenlandExpedition } from '~/content/home/services'
import { expeditionPhotosQueryOptions, type ExpeditionPhoto } from '../../api/expedition-photos'

export const expeditionFallbackImage = '/images/greenland-expedition.svg'

/** The expedition photos as a carousel, or the static illustration when there are none. */
export function ExpeditionCarousel({ photos }: { photos: readonly ExpeditionPhoto[] }) {
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
    <Carousel
      emblaOptions={{ loop: true }}
      slideGap="md"
      controlSize={44}
      previousControlProps={{ 'aria-label': i18n._(greenlandExpedition.previous) }}
      nextControlProps={{ 'aria-label': i18n._(greenlandExpedition.next) }}
    >
      {photos.map((photo, index) => (
        <Carousel.Slide key={photo.id}>
          <Image
            src={photo.url}
            fallbackSrc={expeditionFallbackImage}
            alt={`${i18n._(greenlandExpedition.photoAlt)} ${index + 1}/${photos.length}`}
            radius="md"
            style={{ aspectRatio: '16 / 9' }}
            loading="lazy"
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}

/** Loads the photos in the browser; the prerendered page shows the illustration. */
export function ExpeditionGallery() {
  const { data } = useQuery(expeditionPhotosQueryOptions())
  return <ExpeditionCarousel photos={data ?? []} />
}
