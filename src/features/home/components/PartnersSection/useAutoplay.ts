import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState, type FocusEvent } from 'react'

/**
 * Advances a carousel on a timer. embla's autoplay plugin is not a dependency,
 * and this is all the spec asks: pause while the pointer is over it or focus is
 * inside it (WCAG 2.2.2), and stay still for visitors who prefer reduced motion.
 */
export function useAutoplay(delayMs: number, enabled: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const running = enabled && !reducedMotion && !hovered && !focused && embla !== null

  useEffect(() => {
    if (!running || !embla) return
    const timer = window.setInterval(() => embla.scrollNext(), delayMs)
    return () => window.clearInterval(timer)
  }, [running, embla, delayMs])

  return {
    getEmblaApi: setEmbla,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      },
    },
  }
}
