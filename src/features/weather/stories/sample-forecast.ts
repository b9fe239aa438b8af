/**
 * Forecasts for stories, made in the browser from the Open-Meteo fixtures by the same code as the
 * server (derived hours, windows, bulletin), so every component is shown with realistic figures.
 * Only stories import this.
 */
import type { MessageDescriptor } from '@lingui/core'
import { weatherLocations, findWeatherLocation } from '~/content/weather-locations'
import { i18n } from '~/lib/i18n/i18n'
import type { Locale } from '~/lib/i18n/locales'
import goodDay from '../../../../tests/fixtures/open-meteo/good-day.json'
import lowCloud from '../../../../tests/fixtures/open-meteo/low-cloud.json'
import thunderstorm from '../../../../tests/fixtures/open-meteo/thunderstorm.json'
import wet from '../../../../tests/fixtures/open-meteo/wet.json'
import windy from '../../../../tests/fixtures/open-meteo/windy.json'
import type { ForecastAnswer, OverviewAnswer } from '../api/weather-api'
import { amsterdamIso } from '../forecast/amsterdam-time'
import { writeBulletin } from '../forecast/bulletin'
import { deriveHours, deriveVerdicts } from '../forecast/derive-hours'
import { defaultJumpLimits, type JumpType } from '../forecast/jump-limits'
import { windowsOf } from '../forecast/next-window'
import { thresholds } from '../forecast/verdict'
import { forecastModels } from '../open-meteo/request'
import { parseForecastBody } from '../open-meteo/parse'

const fixtures = { 'good-day': goodDay, windy, wet, thunderstorm, 'low-cloud': lowCloud }
export type SampleScenario = keyof typeof fixtures

/** 15 June 2026, 14:20 in Amsterdam: the fixtures' first afternoon. */
export const sampleNow = Date.UTC(2026, 5, 15, 12, 20)

const source = (scenario: SampleScenario) => parseForecastBody(JSON.stringify(fixtures[scenario]), 1)[0]!.hours
/** The texts in the sample's language, whatever language the story is shown in. */
function inLocale<T>(locale: Locale, write: (translate: (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string) => T): T {
  const shown = i18n.locale
  i18n.activate(locale)
  try {
    return write((descriptor, values) => i18n._({ ...descriptor, values }))
  } finally {
    if (shown) i18n.activate(shown)
  }
}

export interface SampleOptions {
  slug?: string
  locale?: Locale
  jumpType?: JumpType
  stale?: boolean
}

export function sampleForecast(scenario: SampleScenario, { slug = 'teuge', locale = 'en', jumpType = 'tandem', stale = false }: SampleOptions = {}): ForecastAnswer {
  const location = findWeatherLocation(slug)!
  const hours = deriveHours(source(scenario), { elevationM: location.elevationM, limits: defaultJumpLimits, jumpType, fromMs: sampleNow, count: 48 })
  const windows = windowsOf(hours, amsterdamIso)
  return {
    location: { slug, name: location.name, latitude: location.latitude, longitude: location.longitude, elevationM: location.elevationM, kind: location.kind },
    model: 'KNMI HARMONIE-AROME (knmi_seamless), gaps filled from DWD ICON (icon_seamless) and ECMWF IFS (ecmwf_ifs025)',
    models: forecastModels,
    attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/', licence: 'CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/', models: '' },
    fetchedAt: amsterdamIso(sampleNow - 8 * 60_000),
    stale,
    jumpType,
    limits: thresholds(defaultJumpLimits[jumpType]),
    hours,
    nextJumpableWindow: windows[0] ?? null,
    windows,
    bulletin: inLocale(locale, (translate) => writeBulletin({ placeName: location.name[locale], jumpType, hours, windows }, locale, translate)),
  }
}

const scenarioOf: Record<string, SampleScenario> = { texel: 'windy', hoogeveen: 'wet', 'midden-zeeland': 'thunderstorm', amsterdam: 'low-cloud' }

/** Every location's verdict now, with the kinds of day the replay server gives them. */
export function sampleOverview(): OverviewAnswer {
  const locations = weatherLocations.map((location) => {
    const hours = deriveVerdicts(source(scenarioOf[location.slug] ?? 'good-day'), { elevationM: location.elevationM, limits: defaultJumpLimits, jumpType: 'tandem', fromMs: sampleNow, count: 48 })
    return {
      slug: location.slug,
      name: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
      elevationM: location.elevationM,
      kind: location.kind,
      fetchedAt: amsterdamIso(sampleNow - 8 * 60_000),
      stale: false,
      now: hours[0] ?? null,
      nextJumpableWindow: windowsOf(hours, amsterdamIso)[0] ?? null,
    }
  })
  return { model: '', attribution: sampleForecast('good-day').attribution, fetchedAt: amsterdamIso(sampleNow), stale: false, jumpType: 'tandem', locations }
}
