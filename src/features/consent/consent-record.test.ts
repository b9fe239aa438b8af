import { describe, expect, it } from 'vitest'
import { consentStorageKey } from '~/content/legal'
import { acceptAllPreferences, consentEventName, preferencesFromEvent, readConsent, saveConsent } from './consent-record'

function memoryStorage(initial?: string) {
  const values = new Map<string, string>()
  if (initial !== undefined) values.set(consentStorageKey, initial)
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('the cookie consent record', () => {
  it('stores the decision under cookieConsent, essential always on, and announces it', () => {
    const storage = memoryStorage()
    const target = new EventTarget()
    const heard: unknown[] = []
    target.addEventListener(consentEventName, (event) => heard.push((event as CustomEvent).detail))
    const record = saveConsent({ analytics: true, marketing: false }, storage, target, 1_790_000_000_000)
    const expected = { essential: true, analytics: true, marketing: false }
    expect(record).toEqual({ hasConsent: true, preferences: expected, timestamp: 1_790_000_000_000 })
    expect(JSON.parse(storage.values.get(consentStorageKey)!)).toEqual(record)
    expect(heard).toEqual([expected])
    expect(readConsent(storage)).toEqual(record)
  })

  it('reads corrupt, partial or foreign records as nothing stored', () => {
    expect(readConsent(memoryStorage())).toBeNull()
    expect(readConsent(memoryStorage('{not json'))).toBeNull()
    expect(readConsent(memoryStorage('{"hasConsent":true}'))).toBeNull()
    const essentialOff = { hasConsent: true, preferences: { essential: false, analytics: true, marketing: true }, timestamp: 1 }
    expect(readConsent(memoryStorage(JSON.stringify(essentialOff)))).toBeNull()
    const stringFlags = { hasConsent: true, preferences: { essential: true, analytics: 'yes', marketing: false }, timestamp: 1 }
    expect(readConsent(memoryStorage(JSON.stringify(stringFlags)))).toBeNull()
    expect(readConsent(memoryStorage('null'))).toBeNull()
    const throwing = {
      getItem: (): string => {
        throw new Error('SecurityError')
      },
    }
    expect(readConsent(throwing)).toBeNull()
  })

  it('still announces the choice when storage refuses it', () => {
    const target = new EventTarget()
    const heard: unknown[] = []
    target.addEventListener(consentEventName, (event) => heard.push((event as CustomEvent).detail))
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    saveConsent(acceptAllPreferences, full, target)
    expect(heard).toEqual([acceptAllPreferences])
  })

  it('reads event details safely: a reset (null) or anything odd is no preferences', () => {
    expect(preferencesFromEvent(new CustomEvent(consentEventName, { detail: acceptAllPreferences }))).toEqual(acceptAllPreferences)
    expect(preferencesFromEvent(new CustomEvent(consentEventName, { detail: null }))).toBeNull()
    expect(preferencesFromEvent(new CustomEvent(consentEventName, { detail: { analytics: true } }))).toBeNull()
  })
})
