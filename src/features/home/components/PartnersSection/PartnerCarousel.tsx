import { useLingui } from '@lingui/react'
import { SiteCarousel } from '~/components/SiteCarousel/SiteCarousel'
import { partnerAutoplayMs, partnersIntro } from '~/content/home/partners'
import type { PartnerCardData } from '../../api/partners'
import { PartnerCard } from './PartnerCard'

export interface PartnerCarouselProps {
  partners: readonly PartnerCardData[]
  autoplay?: boolean
}

/** The partners carousel: the shared carousel at the partners' 3000 ms (spec §9). */
export function PartnerCarousel({ partners, autoplay = true }: PartnerCarouselProps) {
  const { i18n } = useLingui()
  return (
    <SiteCarousel
      label={i18n._(partnersIntro.carousel)}
      previousLabel={i18n._(partnersIntro.previous)}
      nextLabel={i18n._(partnersIntro.next)}
      autoplayMs={partnerAutoplayMs}
      autoplay={autoplay}
      slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
    >
      {partners.map((partner) => (
        <SiteCarousel.Slide key={partner.id}>
          <PartnerCard partner={partner} />
        </SiteCarousel.Slide>
      ))}
    </SiteCarousel>
  )
}
