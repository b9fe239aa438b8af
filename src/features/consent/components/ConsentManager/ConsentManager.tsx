import { startTransition, Suspense, useEffect, useState } from 'react'
import { deferredComponent } from '~/lib/hydration/sections/deferred-component'
import { clearAnalyticsCookies } from '../../analytics-cookies'
import { configuredMeasurementId, createAnalytics } from '../../analytics'
import { updateConsentMode } from '../../consent-mode'
import {
  acceptAllPreferences,
  consentEventName,
  essentialOnlyPreferences,
  preferencesFromEvent,
  readConsent,
  saveConsent,
} from '../../consent-record'

// Most visits have a stored choice: the banner's code loads only when there is none, while the
// banner's delay runs, so it still appears on time.
const CookieBanner = deferredComponent(() => import('../CookieBanner/CookieBanner').then((module) => module.CookieBanner))

/** product §4.4: the banner appears 2000 ms after the page loaded when no choice is stored. */
const bannerDelayMs = 2000

export interface ConsentManagerProps {
  /** Time after the page load before the banner appears. @default 2000 */
  delayMs?: number
  /** GA4 measurement id; none configured means analytics is never loaded. */
  measurementId?: string
}

/**
 * Applies the stored cookie choice on every page load (Consent Mode update,
 * analytics) and asks for one with the banner when none is stored. Every change,
 * from the banner or the cookie policy's reset, arrives as a consent-updated event.
 */
export function ConsentManager({ delayMs = bannerDelayMs, measurementId = configuredMeasurementId }: ConsentManagerProps) {
  const [bannerOpen, setBannerOpen] = useState(false)

  useEffect(() => {
    const analytics = createAnalytics({ measurementId })
    const stored = readConsent(window.localStorage)
    let timer: ReturnType<typeof setTimeout> | undefined
    if (stored) {
      updateConsentMode(stored.preferences)
      analytics.apply(stored.preferences)
    } else {
      void CookieBanner.preload().catch(() => undefined)
      // Counted from the start of the page load, not from when this code arrived.
      // A transition, so rendering the banner yields to the visitor's input.
      timer = setTimeout(() => startTransition(() => setBannerOpen(true)), Math.max(0, delayMs - performance.now()))
    }
    const onConsentUpdated = (event: Event) => {
      const preferences = preferencesFromEvent(event)
      clearTimeout(timer)
      updateConsentMode(preferences)
      analytics.apply(preferences)
      if (!preferences?.analytics) clearAnalyticsCookies()
      // A reset (no preferences) asks again at once.
      setBannerOpen(preferences === null)
    }
    window.addEventListener(consentEventName, onConsentUpdated)
    return () => {
      clearTimeout(timer)
      analytics.dispose()
      window.removeEventListener(consentEventName, onConsentUpdated)
    }
  }, [delayMs, measurementId])

  if (!bannerOpen) return null
  return (
    <Suspense fallback={null}>
      <CookieBanner
        onAcceptAll={() => saveConsent(acceptAllPreferences)}
        onEssentialOnly={() => saveConsent(essentialOnlyPreferences)}
        onSavePreferences={(preferences) => saveConsent(preferences)}
      />
    </Suspense>
  )
}

