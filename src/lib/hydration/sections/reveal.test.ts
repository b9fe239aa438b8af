import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markHydrated, resetRevealed, whenNearViewport, whenRevealedHydrated } from './reveal'

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

describe('whenRevealedHydrated', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { location: { hash: '' } })
    vi.stubGlobal('document', { getElementById: (id: string) => (onPage.has(id) ? { id } : null) })
    onPage.clear()
    resetRevealed()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('settles at once when no revealed section is waiting', async () => {
    expect(await settles(whenRevealedHydrated())).toBe(true)
  })

  it('waits until every revealed section on the page has hydrated', async () => {
    onPage.add('faq').add('partners')
    void whenNearViewport('faq')
    void whenNearViewport('partners')
    const waiting = whenRevealedHydrated()
    markHydrated('faq')
    expect(await settles(waiting)).toBe(false)
    markHydrated('partners')
    expect(await settles(waiting)).toBe(true)
  })

  it('does not wait for a revealed section that is not on the page', async () => {
    void whenNearViewport('contact')
    expect(await settles(whenRevealedHydrated())).toBe(true)
  })
})
