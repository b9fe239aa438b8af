import type { Locale } from '~/lib/i18n/locales'
import type { ForecastAnswer } from '../api/weather-api'

/**
 * The last forecast of each location the visitor opened, kept in the browser so it can be read
 * at the airfield without a connection. One entry per location (the last language and jump type
 * asked), about 100 KB each; a full storage only means nothing more is kept.
 */
const prefix = 'pp-weather-forecast:'

export interface SavedForecast {
  answer: ForecastAnswer
  locale: Locale
  /** When it was saved on this device, epoch ms. */
  savedAt: number
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function saveForecast(answer: ForecastAnswer, locale: Locale, now = Date.now()): void {
  const store = storage()
  if (!store) return
  try {
    store.setItem(`${prefix}${answer.location.slug}`, JSON.stringify({ answer, locale, savedAt: now } satisfies SavedForecast))
  } catch {
    // quota exceeded or storage disabled: the page works without it
  }
}

export function loadForecast(slug: string): SavedForecast | null {
  const text = storage()?.getItem(`${prefix}${slug}`)
  if (!text) return null
  try {
    const saved = JSON.parse(text) as SavedForecast
    return saved?.answer?.location?.slug === slug && Array.isArray(saved.answer.hours) ? saved : null
  } catch {
    return null
  }
}

const locationKey = 'pp-weather-location'

/** The location the visitor looked at last, for a visit without ?location=. */
export function rememberLocation(slug: string): void {
  try {
    storage()?.setItem(locationKey, slug)
  } catch {
    // storage disabled
  }
}

export function rememberedLocation(): string | null {
  return storage()?.getItem(locationKey) ?? null
}
