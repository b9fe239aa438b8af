import '@mantine/carousel/styles.css'
import { Carousel, type CarouselProps } from '@mantine/carousel'
import { useLingui } from '@lingui/react/macro'
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { useCarouselAutoplay } from './useCarouselAutoplay'
import classes from './SiteCarousel.module.css'

/** product §9: a carousel advances every 4000 ms unless its content says otherwise. */
const defaultAutoplayMs = 4000

export interface SiteCarouselProps {
  /** Names the carousel for assistive technology. */
  label?: string
  previousLabel: string
  nextLabel: string
  /** Milliseconds between slides. @default 4000 */
  autoplayMs?: number
  /** Advance on its own (never under prefers-reduced-motion). @default true */
  autoplay?: boolean
  slideSize?: CarouselProps['slideSize']
  /** Horizontal alignment of the slides in the viewport. @default 'start' */
  align?: 'start' | 'center' | 'end'
  children: ReactNode
}

/**
 * The site's one carousel (product §4 "Carousel"): loops (embla loops only when
 * the slides overflow, so previous and next are disabled exactly when there is
 * nothing to scroll to), arrow keys navigate, 44 px controls below the slides, and autoplay that
 * pauses on hover, focus and dragging.
 */
export function SiteCarousel({
  label,
  previousLabel,
  nextLabel,
  autoplayMs = defaultAutoplayMs,
  autoplay = true,
  slideSize,
  align = 'start',
  children,
}: SiteCarouselProps) {
  const { t } = useLingui()
  const { getEmblaApi, pauseHandlers, running } = useCarouselAutoplay(autoplayMs, autoplay)
  const slides = Children.toArray(children).filter(isValidElement) as ReactElement<Record<string, unknown>>[]
  const total = slides.length
  return (
    <div {...pauseHandlers} data-autoplay={running || undefined}>
      <Carousel
        aria-label={label}
        // Mantine's own words for these are English; a Dutch page says them in Dutch.
        aria-roledescription={t`carousel`}
        getEmblaApi={getEmblaApi}
        emblaOptions={{ loop: true, align }}
        slideSize={slideSize}
        slideGap="md"
        controlSize={44}
        classNames={{ root: classes.root, controls: classes.controls }}
        previousControlProps={{ 'aria-label': previousLabel }}
        nextControlProps={{ 'aria-label': nextLabel }}
        withKeyboardEvents
      >
        {slides.map((slide, index) => {
          const position = index + 1
          return cloneElement(slide, { 'aria-roledescription': t`slide`, 'aria-label': t`${position} of ${total}` })
        })}
      </Carousel>
    </div>
  )
}

SiteCarousel.Slide = Carousel.Slide
