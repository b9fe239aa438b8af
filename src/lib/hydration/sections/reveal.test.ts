import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markHydrated, requestReveal, resetRevealed, revealAllPending, whenRevealed, whenRevealedHydrated } from './reveal'

/** The sections present in the page; without IntersectionObserver a section is revealed when asked. */
const onPage = new Set<string>()

async function settles(promise: Promise<void>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

// A page with only the sections in onPage, no fragment, and nothing revealed yet.
beforeEach(() => {
  vi.stubGlobal('window', { location: { hash: '' } })
  vi.stubGlobal('document', { getElementById: (id: string) => (onPage.has(id) ? { id } : null) })
  onPage.clear()
  resetRevealed()
})
afterEach(() => vi.unstubAllGlobals())

describe('whenRevealedHydrated', () => {
  it('settles at once when no revealed section is waiting', async () => {
    expect(await settles(whenRevealedHydrated())).toBe(true)
  })

  it('waits until every revealed section on the page has hydrated', async () => {
    onPage.add('faq').add('partners')
    void whenRevealed('faq')
    void whenRevealed('partners')
    const waiting = whenRevealedHydrated()
    markHydrated('faq')
    expect(await settles(waiting)).toBe(false)
    markHydrated('partners')
    expect(await settles(waiting)).toBe(true)
  })

  it('does not wait for a revealed section that is not on the page', async () => {
    void whenRevealed('contact')
    expect(await settles(whenRevealedHydrated())).toBe(true)
  })
})

describe('a control revealed on interaction', () => {
  it('waits, even without IntersectionObserver, until it is asked for', async () => {
    onPage.add('jump-location')
    const reveal = whenRevealed('jump-location', [], 'interaction')
    expect(await settles(reveal)).toBe(false)
    requestReveal('jump-location')
    expect(await settles(reveal)).toBe(true)
  })

  it('is revealed by a navigation', async () => {
    onPage.add('jump-location')
    const reveal = whenRevealed('jump-location', [], 'interaction')
    revealAllPending()
    expect(await settles(reveal)).toBe(true)
  })

  it('is revealed at once when asked for before React rendered it, or when it is not in the prerendered page', async () => {
    onPage.add('jump-location')
    requestReveal('jump-location')
    expect(await settles(whenRevealed('jump-location', [], 'interaction'))).toBe(true)
    expect(await settles(whenRevealed('rendered-on-the-client', [], 'interaction'))).toBe(true)
  })
})
