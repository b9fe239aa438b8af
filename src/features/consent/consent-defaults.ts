// Kept apart from consent-mode.ts: the root route inlines this string into every
// page's head, and nothing else of the consent code belongs in the initial JavaScript.

/**
 * Google Consent Mode v2 defaults (product §4): everything that stores data about
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
