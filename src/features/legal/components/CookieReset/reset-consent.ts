import { consentStorageKey } from '~/content/legal'

/**
 * Forgets the visitor's cookie choice so the banner asks again, and tells the
 * rest of the page (analytics, the banner) through the same event a new choice uses.
 */
export function resetConsent(storage: Pick<Storage, 'removeItem'> = window.localStorage, target: EventTarget = window) {
  storage.removeItem(consentStorageKey)
  target.dispatchEvent(new CustomEvent('consent-updated', { detail: null }))
}
