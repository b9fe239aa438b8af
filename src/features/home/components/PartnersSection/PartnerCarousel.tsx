import '@mantine/carousel/styles.css'
import { useLingui } from '@lingui/react'
import { Carousel } from '@mantine/carousel'
import { partnerAutoplayMs, partnersIntro } from '~/content/home/partners'
import type { PartnerCardData } from '../../api/partners'
import { PartnerCard } from './PartnerCard'
import { useAutoplay } from './useAutoplay'

export interface PartnerCarouselProps {
  partners: readonly PartnerCardData[]
  autoplay?: boolean
}

/** The partners carousel (spec §4 "Carousel"): loops, autoplays, pauses on hover and focus, arrow keys. */
export function PartnerCarousel({ partners, autoplay = true }: PartnerCarouselProps) {
  const { i18n } = useLingui()
  const { getEmblaApi, pauseHandlers } = useAutoplay(partnerAutoplayMs, autoplay)
  return (
    <div {...pauseHandlers}>
      <Carousel
        aria-label={i18n._(partnersIntro.carousel)}
        getEmblaApi={getEmblaApi}
        emblaOptions={{ loop: true, align: 'start' }}
        slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
        slideGap="md"
        controlSize={44}
        previousControlProps={{ 'aria-label': i18n._(partnersIntro.previous) }}
        nextControlProps={{ 'aria-label': i18n._(partnersIntro.next) }}
        withKeyboardEvents
      >
        {partners.map((partner) => (
          <Carousel.Slide key={partner.id}>
            <PartnerCard partner={partner} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  )
}
