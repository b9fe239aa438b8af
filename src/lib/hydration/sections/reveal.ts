import { announceTypedValue, type EarlyInput, type FormField } from '~/lib/hydration/boot/early-input'

/**
 * Promises that settle when a prerendered section comes within `margin` of the
 * viewport (product §2: 200 px), when the visitor touches or focuses it, or at
 * once when the URL's fragment names it (its id or an alias), when it is not
 * in the document (rendered on the client after a client-side navigation), or
 * when the browser lacks IntersectionObserver. A section that waits for the visitor
 * (`'interaction'`) ignores the viewport. Kept per id: once revealed, a section
 * stays revealed.
 */
type Reveal = Promise<void> & { status?: 'fulfilled'; value?: undefined }

const revealed = new Map<string, Reveal>()
const hydrated = new Set<string>()
/** Callers of whenRevealedHydrated still waiting; each returns true once it has settled. */
const hydrationWaiters = new Set<() => boolean>()
/** Typed text and presses on a section still waiting for its code, replayed once it is interactive. */
interface Replay {
  kind: 'text' | 'press'
  target: Element
  run: () => void
}
const pendingReplays = new Map<string, Replay[]>()
interface Pending {
  /** The id and the aliases: the fragments that reveal the section. */
  names: readonly string[]
  /** The prerendered element being watched. */
  element: Element
  reveal: () => void
}

const revealers = new Map<string, Pending>()
/** Sections touched before React rendered their waiting part: revealed as soon as it asks. */
const revealOnRegister = new Set<string>()
const interactions = ['pointerdown', 'focusin', 'keydown'] as const

const revealMarginPx = 200
/** Set by LazySection on its wrapper: tells, before React renders anything inside, which section an element is in. */
export const lazySectionAttribute = 'data-lazy-section'

/** What reveals a section besides a touch, its fragment and a navigation: coming near the viewport, or nothing else. */
export type RevealOn = 'near-viewport' | 'interaction'

export function whenRevealed(id: string, aliases: readonly string[] = [], on: RevealOn = 'near-viewport'): Reveal {
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
  const watchViewport = on === 'near-viewport'
  if (
    !element ||
    (watchViewport && typeof IntersectionObserver === 'undefined') ||
    names.includes(currentFragment()) ||
    revealOnRegister.delete(id)
  ) {
    reveal()
    return promise
  }
  const observer = watchViewport
    ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
        rootMargin: `${revealMarginPx}px 0px`,
      })
    : undefined
  const done = () => {
    observer?.disconnect()
    revealers.delete(id)
    reveal()
  }
  observer?.observe(element)
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
    if (!(event.target instanceof Element)) return
    const section = waitingSectionOf(event.target)
    if (section !== undefined) requestReveal(section)
  }
  for (const type of interactions) doc.addEventListener(type, onInteraction, true)
  doc.addEventListener('click', holdPressUntilHydrated, true)
  for (const type of ['input', 'change']) doc.addEventListener(type, holdTextUntilHydrated, true)
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
  const section = waitingSectionOf(control)
  if (section === undefined) return
  event.preventDefault()
  event.stopImmediatePropagation()
  queueReplay(section, pressOf(control))
  requestReveal(section)
}

/**
 * Text typed into a section still waiting for its code (the footer's sign-up form, say) would be
 * lost: the form's state starts empty when it hydrates. The latest text of each field is handed over
 * once the section is interactive.
 */
function holdTextUntilHydrated(event: Event): void {
  const field = event.target
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return
  const section = waitingSectionOf(field)
  if (section === undefined) return
  queueReplay(section, textOf(field))
  requestReveal(section)
}

const pressOf = (control: HTMLElement): Replay => ({
  kind: 'press',
  target: control,
  run: () => control.isConnected && control.click(),
})
/** The text is read when the replay is made: a render after hydration may reset the field. */
const textOf = (field: FormField): Replay => {
  const typed = field.value
  return { kind: 'text', target: field, run: () => field.isConnected && announceTypedValue(field, typed) }
}

/**
 * Runs replays handed over from effects: the typed text at once, while React's state still matches
 * what the field shows, and the presses in a later task, so they see the state the text produced.
 */
function runReplays(replays: readonly Replay[]): void {
  for (const replay of replays) if (replay.kind === 'text') replay.run()
  const presses = replays.filter((replay) => replay.kind === 'press')
  if (presses.length > 0) setTimeout(() => presses.forEach((press) => press.run()))
}

/** The id of the lazy section around this element that has not hydrated yet, if any. */
function waitingSectionOf(element: Element): string | undefined {
  const id = element.closest<HTMLElement>(`[${lazySectionAttribute}]`)?.getAttribute(lazySectionAttribute) ?? undefined
  return id !== undefined && !hydrated.has(id) ? id : undefined
}

/** Reveals a section now, or as soon as React renders its waiting part. */
export function requestReveal(id: string): void {
  const pending = revealers.get(id)
  if (pending) pending.reveal()
  else if (!revealed.has(id)) revealOnRegister.add(id)
}

/**
 * Queues a replay for when the section has hydrated: a control pressed twice while waiting is pressed
 * once, and a field typed into again keeps its latest text.
 */
function queueReplay(id: string, replay: Replay): void {
  const queued = pendingReplays.get(id) ?? []
  const same = queued.findIndex((other) => other.kind === replay.kind && other.target === replay.target)
  if (same >= 0 && replay.kind === 'press') return
  pendingReplays.set(id, same >= 0 ? queued.with(same, replay) : [...queued, replay])
}

/**
 * Hands what the visitor did before the page was interactive (collected by the boot script, see
 * lib/boot/early-input.ts) to the page: called once the page has hydrated. Typed text comes first,
 * then the presses, in order; both wait for a section that has not hydrated yet, which is revealed.
 */
export function adoptEarlyInput(early: EarlyInput | undefined = window.earlyInput): void {
  if (!early) return
  const { presses, fields } = early.take()
  const now: Replay[] = []
  for (const [element, replay] of [
    ...fields.map((field) => [field, textOf(field)] as const),
    ...presses.map((control) => [control, pressOf(control)] as const),
  ]) {
    const section = waitingSectionOf(element)
    if (section === undefined) {
      now.push(replay)
      continue
    }
    queueReplay(section, replay)
    requestReveal(section)
  }
  runReplays(now)
}

/** Called by LazySection once its section has hydrated: replays presses and typing that came too early. */
export function markHydrated(id: string): void {
  hydrated.add(id)
  for (const waiter of [...hydrationWaiters]) if (waiter()) hydrationWaiters.delete(waiter)
  const replays = pendingReplays.get(id) ?? []
  pendingReplays.delete(id)
  runReplays(replays)
}

/** Every revealed section on the page has hydrated: its content will not change under a scroll. */
function revealedSectionsHydrated(): boolean {
  for (const [id, reveal] of revealed) {
    if (reveal.status === 'fulfilled' && !hydrated.has(id) && document.getElementById(id)) return false
  }
  return true
}

/**
 * Settles once every section revealed so far has hydrated, its code included. A section link waits
 * for it before it scrolls: Chromium ends a smooth scroll early when the content it passes changes,
 * and on a slow line the sections' code may still be on its way.
 */
export function whenRevealedHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      if (!revealedSectionsHydrated()) return false
      resolve()
      return true
    }
    if (!settle()) hydrationWaiters.add(settle)
  })
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
  revealOnRegister.clear()
  hydrated.clear()
  pendingReplays.clear()
  hydrationWaiters.clear()
}
