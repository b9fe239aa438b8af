import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { scheduleStagger } from '~/lib/motion/stagger'

/**
 * How many of `count` items to show: all of them in the prerendered HTML, on
 * the first client render and for visitors who prefer reduced motion (nothing
 * is ever hidden from crawlers or from a page without script). Once hydrated,
 * if the container is still out of view, the items are hidden and then
 * revealed one per `stepMs` as it comes into view. Hiding and showing are done
 * with opacity and transform only, so nothing moves around them.
 */
export function useStaggeredReveal<T extends HTMLElement>(count: number, stepMs: number) {
  const ref = useRef<T>(null)
  const reducedMotion = useReducedMotion()
  const [visible, setVisible] = useState(Number.POSITIVE_INFINITY)

  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return
    const box = element.getBoundingClientRect()
    // Already on screen (a deep link, a fast scroll): hiding it now would flash.
    if (box.top < window.innerHeight && box.bottom > 0) return
    setVisible(0)
    let cancel = () => undefined as void
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        cancel = scheduleStagger(count, stepMs, setVisible)
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancel()
      setVisible(Number.POSITIVE_INFINITY)
    }
  }, [count, stepMs, reducedMotion])

  return { ref, visible }
}
