import type { ConsentPreferences } from './consent-record'
import { gtag, type GtagWindow } from './consent-mode'

/** product §4.4: analytics starts 500 ms after consent. */
const analyticsStartDelayMs = 500

export { configuredMeasurementId } from '~/lib/analytics-config'

export type AnalyticsWindow = GtagWindow & Record<string, unknown>

export interface AnalyticsOptions {
  measurementId: string | undefined
  win?: AnalyticsWindow
  doc?: Document
  startDelayMs?: number
}

export interface AnalyticsController {
  /** Follows a consent decision: analytics on starts it after the delay, off (or a reset) disables it. */
  apply(preferences: ConsentPreferences | null): void
  dispose(): void
}

export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
}

/** Loads Google Analytics only with consent and only when a measurement id is configured. */
export function createAnalytics({
  measurementId,
  win = window as unknown as AnalyticsWindow,
  doc = document,
  startDelayMs = analyticsStartDelayMs,
}: AnalyticsOptions): AnalyticsController {
  let timer: ReturnType<typeof setTimeout> | undefined
  let loaded = false
  const disableFlag = `ga-disable-${measurementId}`

  const start = (id: string) => {
    win[disableFlag] = false
    if (loaded) return
    loaded = true
    const script = doc.createElement('script')
    script.async = true
    script.src = gtagScriptUrl(id)
    script.onerror = () => undefined // product §4.4: analytics loading failures are silently ignored
    doc.head.append(script)
    gtag(win, 'js', new Date())
    gtag(win, 'config', id)
  }

  return {
    apply(preferences) {
      if (!measurementId) return
      clearTimeout(timer)
      if (preferences?.analytics) timer = setTimeout(() => start(measurementId), startDelayMs)
      else win[disableFlag] = true
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}
