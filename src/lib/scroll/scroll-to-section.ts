/** Visitors who ask for less motion get an instant jump instead of a smooth scroll. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** How many times a smooth scroll cut short is resumed. */
const maxResumes = 3

function offTarget(element: Element): boolean {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
  return Math.abs(element.getBoundingClientRect().top - margin) > 2 && !atBottom
}

/**
 * Chromium ends a smooth scroll early when the content it passes changes (a
 * lazy section hydrating on the way): resume it from where it stopped, unless
 * the visitor scrolls themselves.
 */
function resumeWhenCutShort(element: Element): void {
  let resumes = 0
  const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const stop = () => {
    window.removeEventListener('scrollend', onScrollEnd)
    for (const type of visitorInput) window.removeEventListener(type, stop)
  }
  const onScrollEnd = () => {
    if (!offTarget(element) || resumes === maxResumes) return stop()
    resumes += 1
    element.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  window.addEventListener('scrollend', onScrollEnd)
  for (const type of visitorInput) window.addEventListener(type, stop, { once: true, passive: true })
}

/**
 * Scrolls the element with this id to the top of the viewport (the sticky
 * header is kept clear by `scroll-margin-top`, see SiteShell.module.css):
 * smoothly, or at once under prefers-reduced-motion. Returns false when the
 * element is not (yet) in the document.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  if (prefersReducedMotion()) {
    element.scrollIntoView({ behavior: 'instant', block: 'start' })
  } else {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' })
    if ('onscrollend' in window) resumeWhenCutShort(element)
  }
  return true
}

/**
 * Moves keyboard focus to the section without scrolling, so the next Tab
 * continues inside it, as a native in-page link would do.
 */
export function focusSection(id: string): void {
  const element = document.getElementById(id)
  if (!element) return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/** Set on <body> by Mantine's modals and drawers (react-remove-scroll) while they lock the page's scrolling. */
const scrollLockAttribute = 'data-scroll-locked'

/**
 * Runs `action` now, or once an open drawer or modal has released its scroll
 * lock: a smooth scroll started under the lock is cut short (the mobile menu
 * is still closing when the 100 ms of a section link have passed).
 */
export function whenScrollUnlocked(action: () => void): void {
  const body = document.body
  if (!body.hasAttribute(scrollLockAttribute)) {
    action()
    return
  }
  const observer = new MutationObserver(() => {
    if (body.hasAttribute(scrollLockAttribute)) return
    observer.disconnect()
    action()
  })
  observer.observe(body, { attributes: true, attributeFilter: [scrollLockAttribute] })
}
