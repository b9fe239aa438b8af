import { useEffect } from 'react'
import { scheduleFragmentScroll, type CancelScroll } from './section-scroll'
import { scrollToSection } from './scroll-to-section'

function fragment(): string {
  return decodeURIComponent(window.location.hash.slice(1))
}

/**
 * A section named in the URL fragment (a deep link such as /nl#faq, or a plain
 * in-page `#contact` link) is scrolled to after 300 ms, retrying up to 5 times
 * at 200 ms while it is not in the document yet (product §2). The browser's own
 * jump happens before the page has hydrated; this one corrects for sections
 * whose height changed meanwhile. Links through the router (section links,
 * `LocaleLink hash`) are scrolled by their own code.
 */
export function useFragmentScroll(): void {
  useEffect(() => {
    let cancel: CancelScroll = () => undefined
    const schedule = () => {
      cancel()
      const id = fragment()
      cancel = id ? scheduleFragmentScroll(() => scrollToSection(id)) : () => undefined
    }
    schedule()
    window.addEventListener('hashchange', schedule)
    return () => {
      cancel()
      window.removeEventListener('hashchange', schedule)
    }
  }, [])
}
