import { findWeatherLocation } from '~/content/weather-locations'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { amsterdamIso } from '../forecast/amsterdam-time'
import { deriveVerdicts, type VerdictHour } from '../forecast/derive-hours'
import { resolveJumpLimits } from '../forecast/jump-limits'
import { windowsOf } from '../forecast/next-window'
import { reasonText } from '../forecast/reason-messages'
import type { CachedForecast } from './answers'

/** Every hour the provider gives (three days) may be asked about. */
const hoursAsked = 96
/** The reasons a day is not jumpable: the most frequent ones are enough for a chat answer. */
const reasonsGiven = 3

/**
 * The dashboard's tandem verdict for one day at one place, for the chat assistant ("can we jump
 * tomorrow?"): the jumpable windows of that day, or why it is not jumpable, in the visitor's
 * language. `covered` is false when the forecast does not reach that day.
 */
export interface DayOutlook {
  place: string
  /** YYYY-MM-DD, Amsterdam. */
  date: string
  covered: boolean
  stale: boolean
  /** Clock times "10:00"-"15:00" of the runs of jumpable hours. */
  windows: { from: string; to: string }[]
  reasons: string[]
}

const clock = (iso: string) => iso.slice(11, 16)

function mostFrequentReasons(hours: readonly VerdictHour[], locale: Locale): string[] {
  const byCode = new Map<string, { text: string; hours: number }>()
  for (const hour of hours) {
    for (const reason of hour.reasons) {
      // Darkness is no reason: nobody asks to jump at night.
      if (reason.severity !== 'no-go' || reason.code === 'night') continue
      const known = byCode.get(reason.code)
      if (known) known.hours++
      else byCode.set(reason.code, { text: reasonText(reason, locale, (descriptor, values) => translate(descriptor, locale, values)), hours: 1 })
    }
  }
  return Array.from(byCode.values())
    .sort((a, b) => b.hours - a.hours)
    .slice(0, reasonsGiven)
    .map((entry) => entry.text)
}

export function dayOutlook(slug: string, cached: CachedForecast, options: { locale: Locale; date: string; nowMs: number; limitsJson?: string }): DayOutlook | null {
  const location = findWeatherLocation(slug)
  if (!location) return null
  const limits = resolveJumpLimits(options.limitsJson)
  const hours = deriveVerdicts(cached.source, { elevationM: location.elevationM, limits, jumpType: 'tandem', fromMs: options.nowMs, count: hoursAsked }).filter(
    (hour) => hour.time.slice(0, 10) === options.date,
  )
  const windows = windowsOf(hours, amsterdamIso).map((window) => ({ from: clock(window.start), to: clock(window.end) }))
  return {
    place: location.name[options.locale],
    date: options.date,
    covered: hours.length > 0,
    stale: cached.stale,
    windows,
    reasons: windows.length > 0 ? [] : mostFrequentReasons(hours, options.locale),
  }
}
