/**
 * When the site scrolls to a home section (product §2 "Navigation", §9 "Scroll
 * delays 100, 300, 500 ms; fragment retries 5 at 200 ms after 300 ms"). Pure
 * scheduling on the global timers, so the timings are unit-tested with fake
 * timers; what "scroll" means is the caller's (see scroll-to-section.ts).
 */
const scrollTimings = {
  /** A section entry clicked on the home page scrolls after this delay. */
  onHomeDelayMs: 100,
  /** From another page: navigate home, then scroll after this delay... */
  afterNavigationDelayMs: 300,
  /** ...and once more this much later, when the sections above have settled. */
  afterNavigationRetryMs: 500,
  /** A fragment in the URL is scrolled to after this delay... */
  fragmentDelayMs: 300,
  /** ...retrying at this interval while the element is missing... */
  fragmentRetryIntervalMs: 200,
  /** ...at most this many times. */
  fragmentRetries: 5,
} as const

/** Cancels what is still pending. */
export type CancelScroll = () => void

/**
 * A section entry (header link, "Watch videos", ...). On the home page it
 * scrolls after 100 ms; coming from another page, after 300 ms and again 500 ms
 * later (the lazy sections above it may have changed height in between).
 */
export function scheduleSectionScroll(scroll: () => void, from: 'home' | 'other-page'): CancelScroll {
  const handles: ReturnType<typeof setTimeout>[] = []
  if (from === 'home') {
    handles.push(setTimeout(scroll, scrollTimings.onHomeDelayMs))
  } else {
    handles.push(setTimeout(scroll, scrollTimings.afterNavigationDelayMs))
    handles.push(setTimeout(scroll, scrollTimings.afterNavigationDelayMs + scrollTimings.afterNavigationRetryMs))
  }
  return () => handles.forEach((handle) => clearTimeout(handle))
}

/**
 * A fragment named in the URL (a deep link such as /#faq): first try after
 * 300 ms, then up to 5 retries 200 ms apart until `tryScroll` reports that the
 * element was found and scrolled to.
 */
export function scheduleFragmentScroll(tryScroll: () => boolean): CancelScroll {
  let retriesLeft: number = scrollTimings.fragmentRetries
  let handle: ReturnType<typeof setTimeout> | undefined
  const attempt = () => {
    handle = undefined
    if (tryScroll() || retriesLeft === 0) return
    retriesLeft -= 1
    handle = setTimeout(attempt, scrollTimings.fragmentRetryIntervalMs)
  }
  handle = setTimeout(attempt, scrollTimings.fragmentDelayMs)
  return () => {
    if (handle !== undefined) clearTimeout(handle)
  }
}
