import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { revealFragment, whenRevealedHydrated } from '~/lib/hydration/sections/reveal'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { scheduleSectionScroll, type CancelScroll } from '~/lib/scroll/section-scroll'
import { focusSection, scrollToSection, whenScrollUnlocked } from '~/lib/scroll/scroll-to-section'

export interface SectionLinkProps {
  href: string
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * The scroll of the last section link clicked; a newer click replaces it. Not
 * tied to the link's lifetime: the mobile menu unmounts its links as it closes.
 */
let cancelPending: CancelScroll = () => undefined

/** Longest wait for the sections to hydrate before a section link scrolls anyway. */
const hydrationWaitLimitMs = 3000

/** Settles when the revealed sections have hydrated, or after the limit, whichever is first. */
function sectionsSettled(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, hydrationWaitLimitMs)
    void whenRevealedHydrated().then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * Props for a link to a home section (product §2 "Navigation"): the href
 * (`/#faq`, `/nl#faq`) works without script and in a new tab; a plain click
 * scrolls smoothly to the section after 100 ms on the home page, or navigates
 * home and, once it is there, scrolls after 300 ms and again 500 ms later.
 */
export function useSectionLink(section: string, onNavigate?: () => void): SectionLinkProps {
  const router = useRouter()
  const locale = useLocale()
  const home = localizePath('/', locale)
  return {
    href: `${home}#${section}`,
    onClick: (event) => {
      if (!isPlainLeftClick(event)) return
      event.preventDefault()
      onNavigate?.()
      revealFragment(section)
      const onHome = router.state.location.pathname === home
      // The router's own fragment jump would be instant and too early; this one is scheduled.
      const navigation = router.navigate({ href: `${home}#${section}`, hashScrollIntoView: false, resetScroll: !onHome })
      cancelPending()
      let focused = false
      let superseded = false
      const scrollNow = () =>
        whenScrollUnlocked(() => {
          if (superseded) return
          if (scrollToSection(section) && !focused) {
            focused = true
            focusSection(section)
          }
        })
      // The sections revealed by this click may still be fetching their code: scroll once they are live.
      const scroll = () => void sectionsSettled().then(scrollNow)
      if (onHome) {
        const cancelScroll = scheduleSectionScroll(scroll, 'home')
        cancelPending = () => {
          superseded = true
          cancelScroll()
        }
        return
      }
      // The 300 ms count from the moment the home page is there (its code may still be loading on a slow line).
      let cancelScroll: CancelScroll | null = null
      let cancelled = false
      cancelPending = () => {
        cancelled = true
        superseded = true
        cancelScroll?.()
      }
      void navigation.then(() => {
        if (!cancelled) cancelScroll = scheduleSectionScroll(scroll, 'other-page')
      })
    },
  }
}
