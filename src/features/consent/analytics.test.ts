import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAnalytics, gtagScriptUrl, type AnalyticsWindow } from './analytics'
import { acceptAllPreferences, essentialOnlyPreferences } from './consent-record'

function fakeDocument() {
  const appended: { src: string; async: boolean }[] = []
  const doc = {
    createElement: () => ({ src: '', async: false, onerror: null }),
    head: { append: (element: { src: string; async: boolean }) => appended.push(element) },
  }
  return { appended, doc: doc as unknown as Document }
}

const entries = (win: AnalyticsWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[0])

describe('analytics after consent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts 500 ms after analytics consent, loads gtag.js once and configures the id', () => {
    const win: AnalyticsWindow = {}
    const { appended, doc } = fakeDocument()
    const analytics = createAnalytics({ measurementId: 'G-TEST123', win, doc })
    analytics.apply(acceptAllPreferences)
    vi.advanceTimersByTime(499)
    expect(appended).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(appended).toEqual([expect.objectContaining({ src: gtagScriptUrl('G-TEST123'), async: true })])
    expect(entries(win)).toEqual(['js', 'config'])
    expect(win['ga-disable-G-TEST123']).toBe(false)

    analytics.apply(essentialOnlyPreferences)
    expect(win['ga-disable-G-TEST123']).toBe(true)
    analytics.apply(acceptAllPreferences)
    vi.advanceTimersByTime(500)
    expect(win['ga-disable-G-TEST123']).toBe(false)
    expect(appended).toHaveLength(1)
  })

  it('does not start when consent is withdrawn within the delay', () => {
    const win: AnalyticsWindow = {}
    const { appended, doc } = fakeDocument()
    const analytics = createAnalytics({ measurementId: 'G-TEST123', win, doc })
    analytics.apply(acceptAllPreferences)
    analytics.apply(null)
    vi.advanceTimersByTime(1000)
    expect(appended).toHaveLength(0)
    expect(win['ga-disable-G-TEST123']).toBe(true)
  })

  it('loads nothing at all without a measurement id', () => {
    const win: AnalyticsWindow = {}
    const { appended, doc } = fakeDocument()
    const analytics = createAnalytics({ measurementId: undefined, win, doc })
    analytics.apply(acceptAllPreferences)
    vi.advanceTimersByTime(1000)
    expect(appended).toHaveLength(0)
    expect(win).toEqual({})
  })
})
