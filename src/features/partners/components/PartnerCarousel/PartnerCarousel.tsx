import { useLingui } from '@lingui/react'
import { SiteCarousel } from '~/components/SiteCarousel/SiteCarousel'
import { partnerAutoplayMs, partnersIntro } from '~/content/home/partners'
import { partnerRevealStepMs } from '~/lib/motion/stagger'
import type { PartnerCardData } from '../../api/partners'
import { PartnerCard } from '../PartnerCard/PartnerCard'
import classes from '../PartnersSection/PartnersSection.module.css'
import { useStaggeredReveal } from '../PartnersSection/useStaggeredReveal'

export interface PartnerCarouselProps {
  partners: readonly PartnerCardData[]
  autoplay?: boolean
}

/** The partners carousel: the shared carousel at the partners' 3000 ms (product §9), cards revealed one per 200 ms (product §4). */
export function PartnerCarousel({ partners, autoplay = true }: PartnerCarouselProps) {
  const { i18n } = useLingui()
  const { ref, visible } = useStaggeredReveal<HTMLDivElement>(partners.length, partnerRevealStepMs)
  return (
    <div ref={ref}>
      <SiteCarousel
        label={i18n._(partnersIntro.carousel)}
        previousLabel={i18n._(partnersIntro.previous)}
        nextLabel={i18n._(partnersIntro.next)}
        autoplayMs={partnerAutoplayMs}
        autoplay={autoplay}
        slideSize={{ base: '100%', sm: '50%', md: '33.3333%' }}
      >
        {partners.map((partner, index) => (
          <SiteCarousel.Slide key={partner.id}>
            <div className={classes.reveal} data-reveal data-hidden={index >= visible || undefined}>
              <PartnerCard partner={partner} />
            </div>
          </SiteCarousel.Slide>
        ))}
      </SiteCarousel>
    </div>
  )
}
