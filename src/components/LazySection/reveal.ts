/**
 * Promises that settle when a prerendered section comes within `margin` of the
 * viewport (spec §2: 200 px), when the visitor touches or focuses it, or at
 * once when the URL's fragment names it (its id or an alias), when it is not
 * in the document (rendered on the client after a client-side navigation), or
 * when the browser lacks IntersectionObserver. Kept per id: once revealed, a section
 * stays revealed.
 */
type Reveal = Promise<void> & { status?: 'fulfilled'; value?: undefined }

const revealed = new Map<string, Reveal>()
const hydrated = new Set<string>()
/** Presses on a section still waiting for its code, replayed once it is interactive. */
const pendingPresses = new Map<string, HTMLElement[]>()
interface Pending {
  /** The id and the aliases: the fragments that reveal the section. */
  names: readonly string[]
  /** The prerendered element being watched. */
  element: Element
  reveal: () => void
}

const revealers = new Map<string, Pending>()
const interactions = ['pointerdown', 'focusin', 'keydown'] as const

export const revealMarginPx = 200

export function whenNearViewport(id: string, aliases: readonly string[] = []): Reveal {
  const known = revealed.get(id)
  const pending = revealers.get(id)
  // The watched element left the page (a client-side visit elsewhere): the section renders on the client now.
  if (pending && pending.element !== document.getElementById(id)) pending.reveal()
  if (known) return known
  let settle: () => void = () => undefined
  const promise: Reveal = new Promise<void>((resolve) => {
    settle = resolve
  })
  const reveal = () => {
    // React reads a thenable marked fulfilled synchronously, so a click that
    // arrives right after pointerdown hydrates the section and is not lost.
    promise.status = 'fulfilled'
    promise.value = undefined
    settle()
  }
  revealed.set(id, promise)

  const element = document.getElementById(id)
  const names = [id, ...aliases]
  if (!element || typeof IntersectionObserver === 'undefined' || names.includes(currentFragment())) {
    reveal()
    return promise
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
    rootMargin: `${revealMarginPx}px 0px`,
  })
  const done = () => {
    observer.disconnect()
    revealers.delete(id)
    reveal()
  }
  observer.observe(element)
  revealers.set(id, { names, element, reveal: done })
  return promise
}

/**
 * Reveals the section a visitor presses or focuses. Installed on the document
 * before hydrateRoot, so it runs ahead of React's own listeners: React then
 * finds the section ready and hydrates it before handling the event.
 */
export function installRevealOnInteraction(doc: Document = document): void {
  const onInteraction = (event: Event) => {
    if (revealers.size === 0 || !(event.target instanceof Element)) return
    for (const [id, { reveal }] of revealers) {
      if (event.target.closest(`#${CSS.escape(id)}`)) reveal()
    }
  }
  for (const type of interactions) doc.addEventListener(type, onInteraction, true)
  doc.addEventListener('click', holdPressUntilHydrated, true)
  // A fragment that changes later (an in-page link, back and forward) reveals its section too.
  doc.defaultView?.addEventListener('hashchange', () => revealFragment(currentFragment()))
}

/**
 * A button pressed while its section's code is still on its way would do nothing (the server HTML
 * has no handlers). The press is held and replayed once the section is interactive. Links are left
 * alone: the browser follows them either way.
 */
function holdPressUntilHydrated(event: Event): void {
  if (!(event.target instanceof Element)) return
  const control = event.target.closest<HTMLElement>('button, [role="button"], [role="tab"]')
  if (!control) return
  for (const id of revealed.keys()) {
    if (hydrated.has(id) || !control.closest(`#${CSS.escape(id)}`)) continue
    event.preventDefault()
    event.stopImmediatePropagation()
    pendingPresses.set(id, [...(pendingPresses.get(id) ?? []), control])
    return
  }
}

/** Called by LazySection once its section has hydrated: replays presses that came too early. */
export function markHydrated(id: string): void {
  hydrated.add(id)
  const presses = pendingPresses.get(id) ?? []
  pendingPresses.delete(id)
  for (const control of presses) if (control.isConnected) control.click()
}

/**
 * Reveals the section this fragment names, by its id or one of its aliases
 * (#video-samples reveals the media showcase). Called for the URL's fragment
 * and by links that scroll to a section.
 */
export function revealFragment(name: string): void {
  for (const { names, reveal } of [...revealers.values()]) {
    if (names.includes(name)) reveal()
  }
}

/**
 * Reveals every section still waiting. Called when the router navigates: the
 * route update reaches the boundaries still waiting to hydrate, and React would
 * replace their server HTML with the empty fallback; revealed, they render
 * their content at once instead.
 */
export function revealAllPending(): void {
  for (const { reveal } of [...revealers.values()]) reveal()
}

function currentFragment(): string {
  return decodeURIComponent(window.location.hash.slice(1))
}

/** For tests and stories: forget what was revealed. */
export function resetRevealed(): void {
  revealed.clear()
  revealers.clear()
  hydrated.clear()
  pendingPresses.clear()
}
