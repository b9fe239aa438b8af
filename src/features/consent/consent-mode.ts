import type { ConsentPreferences } from './consent-record'

type ConsentState = 'granted' | 'denied'

/**
 * Google Consent Mode v2 defaults (spec §4): everything that stores data about
 * the visitor is denied until they decide. Emitted as the first script of the
 * prerendered <head>, so it runs before any other script can read the consent.
 */
export const consentDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const

/** The inline script of the head: defines dataLayer and gtag exactly as Google's snippet does, then sets the defaults. */
export const consentDefaultScript = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('consent','default',${JSON.stringify(consentDefaults)});`

/** What a decision grants: analytics_storage follows analytics, the three ad signals follow marketing. */
export function consentUpdateFor(preferences: ConsentPreferences | null) {
  const state = (granted: boolean | undefined): ConsentState => (granted ? 'granted' : 'denied')
  return {
    ad_storage: state(preferences?.marketing),
    ad_user_data: state(preferences?.marketing),
    ad_personalization: state(preferences?.marketing),
    analytics_storage: state(preferences?.analytics),
  }
}

export interface GtagWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
}

/** Calls gtag, defining it as Google's snippet does when the head script did not run (stories, tests). */
export function gtag(win: GtagWindow, ...args: unknown[]): void {
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? []
    const layer = win.dataLayer
    win.gtag = function () {
      // gtag.js only reads Arguments objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments)
    }
  }
  win.gtag(...args)
}

/** gtag('consent', 'update', …) for a decision; null (reset) withdraws everything. */
export function updateConsentMode(preferences: ConsentPreferences | null, win: GtagWindow = window as unknown as GtagWindow): void {
  gtag(win, 'consent', 'update', consentUpdateFor(preferences))
}
