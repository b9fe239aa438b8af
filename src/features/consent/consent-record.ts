import * as v from 'valibot'
import { consentStorageKey } from '~/content/legal'

/** The name of the window event every consent change is announced with (detail: the preferences, or null after a reset). */
export const consentEventName = 'consent-updated'

const preferencesSchema = v.object({
  essential: v.literal(true),
  analytics: v.boolean(),
  marketing: v.boolean(),
})

/** product §3 "Cookie consent record", stored locally under `cookieConsent`. */
const recordSchema = v.object({
  hasConsent: v.literal(true),
  preferences: preferencesSchema,
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export type ConsentPreferences = v.InferOutput<typeof preferencesSchema>
export type ConsentRecord = v.InferOutput<typeof recordSchema>

export const acceptAllPreferences: ConsentPreferences = { essential: true, analytics: true, marketing: true }
export const essentialOnlyPreferences: ConsentPreferences = { essential: true, analytics: false, marketing: false }

/** The stored decision, or null when there is none: missing, unreadable and corrupt records all count as nothing stored. */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): ConsentRecord | null {
  try {
    const raw = storage?.getItem(consentStorageKey)
    if (raw == null) return null
    const parsed = v.safeParse(recordSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Stores a decision and announces it with the consent-updated event. Returns the stored record. */
export function saveConsent(
  preferences: Pick<ConsentPreferences, 'analytics' | 'marketing'>,
  storage: Pick<Storage, 'setItem'> | undefined = window.localStorage,
  target: EventTarget = window,
  now: number = Date.now(),
): ConsentRecord {
  const record: ConsentRecord = {
    hasConsent: true,
    preferences: { essential: true, analytics: preferences.analytics, marketing: preferences.marketing },
    timestamp: now,
  }
  try {
    storage?.setItem(consentStorageKey, JSON.stringify(record))
  } catch {
    // Storage unavailable (private mode, quota): the choice still applies to this page.
  }
  target.dispatchEvent(new CustomEvent(consentEventName, { detail: record.preferences }))
  return record
}

/** Reads the detail of a consent-updated event: the preferences, or null (reset, or anything unexpected). */
export function preferencesFromEvent(event: Event): ConsentPreferences | null {
  const parsed = v.safeParse(preferencesSchema, (event as CustomEvent<unknown>).detail)
  return parsed.success ? parsed.output : null
}
