import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { acceptAllPreferences, essentialOnlyPreferences } from './consent-record'
import { consentDefaults, consentDefaultScript } from './consent-defaults'
import { consentUpdateFor, updateConsentMode, type GtagWindow } from './consent-mode'

/** The data layer entries as plain arrays (gtag pushes Arguments objects). */
const entries = (win: GtagWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

describe('Google Consent Mode v2', () => {
  it('the head script defines gtag like Google’s snippet and denies storage by default', () => {
    // Run the script as a browser would: its globals are the window's properties.
    const win: GtagWindow & Record<string, unknown> = {}
    win.window = win
    runInNewContext(consentDefaultScript, win)
    expect(typeof win.gtag).toBe('function')
    expect(entries(win)).toEqual([['consent', 'default', consentDefaults]])
    expect(consentDefaults).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: 500,
    })
  })

  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentUpdateFor({ essential: true, analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    expect(consentUpdateFor({ essential: true, analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    })
  })

  it('pushes a consent update for each decision, and a full denial for a reset', () => {
    const win: GtagWindow = {}
    updateConsentMode(acceptAllPreferences, win)
    updateConsentMode(essentialOnlyPreferences, win)
    updateConsentMode(null, win)
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
    expect(entries(win)).toEqual([
      ['consent', 'update', granted],
      ['consent', 'update', denied],
      ['consent', 'update', denied],
    ])
    // Arguments objects, as gtag.js expects, not arrays.
    expect(Array.isArray(win.dataLayer![0])).toBe(false)
  })

  it('uses the gtag the head script defined', () => {
    const calls: unknown[][] = []
    const win: GtagWindow = { dataLayer: [], gtag: (...args) => calls.push(args) }
    updateConsentMode(acceptAllPreferences, win)
    expect(calls).toEqual([['consent', 'update', consentUpdateFor(acceptAllPreferences)]])
  })
})
