import type { ConsentPreferences } from './consent-record'

type ConsentState = 'granted' | 'denied'

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
