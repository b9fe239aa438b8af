import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState, type FocusEvent } from 'react'

/**
 * Advances a carousel every `delayMs` (product §4 "Carousel"). Written here rather
 * than taking embla-carousel-autoplay on as a dependency: this is all the spec
 * asks. Pauses while the pointer is over it, while focus is inside it (WCAG
 * 2.2.2) and while the visitor drags it; stays still for visitors who prefer
 * reduced motion. Each pause restarts the full interval afterwards.
 */
export function useCarouselAutoplay(delayMs: number, enabled: boolean) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dragging, setDragging] = useState(false)
  const reducedMotion = useReducedMotion()
  const running = enabled && !reducedMotion && !hovered && !focused && !dragging && embla !== null

  useEffect(() => {
    if (!embla) return
    const onDown = () => setDragging(true)
    const onUp = () => setDragging(false)
    embla.on('pointerDown', onDown)
    embla.on('pointerUp', onUp)
    return () => {
      embla.off('pointerDown', onDown)
      embla.off('pointerUp', onUp)
    }
  }, [embla])

  useEffect(() => {
    if (!running || !embla) return
    const timer = window.setInterval(() => embla.scrollNext(), delayMs)
    return () => window.clearInterval(timer)
  }, [running, embla, delayMs])

  return {
    /** Whether the carousel is advancing on its own right now. */
    running,
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
