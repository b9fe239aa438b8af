import { findWeatherLocation, weatherLocations, type WeatherLocation } from '~/content/weather-locations'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { amsterdamIso } from '../forecast/amsterdam-time'
import { writeBulletin } from '../forecast/bulletin'
import { deriveHours, deriveVerdicts } from '../forecast/derive-hours'
import { resolveJumpLimits, type JumpType } from '../forecast/jump-limits'
import { thresholds } from '../forecast/verdict'
import { windowsOf } from '../forecast/next-window'
import type { SourceHour } from '../forecast/source-hour'
import { forecastModels } from '../open-meteo/request'
import { attributionModels, attributionText, weatherErrorMessages, type WeatherErrorCode } from './answer-messages'

/** The hours a forecast answer shows: two days from the current hour. */
const hoursShown = 48

const modelLabel = 'KNMI HARMONIE-AROME (knmi_seamless), gaps filled from DWD ICON (icon_seamless) and ECMWF IFS (ecmwf_ifs025)'

function attribution(locale: Locale) {
  return {
    text: translate(attributionText, locale),
    url: 'https://open-meteo.com/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    models: translate(attributionModels, locale),
  }
}

export function errorBody(code: WeatherErrorCode, locale: Locale) {
  return { code, message: translate(weatherErrorMessages[code], locale) }
}

function locationBody(location: WeatherLocation) {
  return {
    slug: location.slug,
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
    elevationM: location.elevationM,
    kind: location.kind,
  }
}

export function locationsAnswer() {
  return weatherLocations.map(locationBody)
}

export interface CachedForecast {
  source: SourceHour[]
  fetchedAtMs: number
  /** The provider failed when it was asked again; this is the last good forecast. */
  stale: boolean
}

export interface AnswerOptions {
  locale: Locale
  jumpType: JumpType
  nowMs: number
  /** A staff override of the jump limits (JSON), from the environment. */
  limitsJson?: string
}

const translateIn = (locale: Locale) => (descriptor: Parameters<typeof translate>[0], values?: Record<string, string | number>) => translate(descriptor, locale, values)

export function forecastAnswer(slug: string, cached: CachedForecast, options: AnswerOptions) {
  const location = findWeatherLocation(slug)
  if (!location) throw new Error(`unknown weather location ${slug}`)
  const limits = resolveJumpLimits(options.limitsJson)
  const hours = deriveHours(cached.source, { elevationM: location.elevationM, limits, jumpType: options.jumpType, fromMs: options.nowMs, count: hoursShown })
  const windows = windowsOf(hours, amsterdamIso)
  return {
    location: locationBody(location),
    model: modelLabel,
    models: forecastModels,
    attribution: attribution(options.locale),
    fetchedAt: amsterdamIso(cached.fetchedAtMs),
    stale: cached.stale,
    jumpType: options.jumpType,
    /** The limits of each measured criterion for this jump type. */
    limits: thresholds(limits[options.jumpType]),
    hours,
    nextJumpableWindow: windows[0] ?? null,
    windows,
    bulletin: writeBulletin({ placeName: location.name[options.locale], jumpType: options.jumpType, hours, windows }, options.locale, translateIn(options.locale)),
  }
}

/** Every location's verdict now and its next jumpable window, for the map and the overview. */
export function overviewAnswer(cachedBySlug: Record<string, CachedForecast | null>, options: AnswerOptions) {
  const limits = resolveJumpLimits(options.limitsJson)
  const locations = weatherLocations.map((location) => {
    const cached = cachedBySlug[location.slug]
    const base = locationBody(location)
    if (!cached) return { ...base, fetchedAt: null, stale: true, now: null, nextJumpableWindow: null }
    const hours = deriveVerdicts(cached.source, { elevationM: location.elevationM, limits, jumpType: options.jumpType, fromMs: options.nowMs, count: hoursShown })
    const now = hours[0]
    return {
      ...base,
      fetchedAt: amsterdamIso(cached.fetchedAtMs),
      stale: cached.stale,
      now: now ?? null,
      nextJumpableWindow: windowsOf(hours, amsterdamIso)[0] ?? null,
    }
  })
  const fetched = Object.values(cachedBySlug).filter((cached): cached is CachedForecast => Boolean(cached))
  return {
    model: modelLabel,
    attribution: attribution(options.locale),
    fetchedAt: fetched.length ? amsterdamIso(Math.min(...fetched.map((cached) => cached.fetchedAtMs))) : null,
    stale: locations.some((location) => location.stale),
    jumpType: options.jumpType,
    locations,
  }
}
