// Writes tests/fixtures/open-meteo/<scenario>.json: Open-Meteo forecast answers for five kinds of
// day, in the exact shape of a real answer to the request the hooks make (src/features/weather/
// open-meteo/request.ts): key order of Open-Meteo's JsonWriter, `_<model>` suffixes for the three
// models, Unix times, m/s, null values and the unit "undefined" where a model lacks a variable.
// The real API cannot be reached from where these were made, so the figures are constructed
// (decision 023), not recorded; they follow the shape of the answers quoted in the research notes.
//   node tests/support/make-open-meteo-fixtures.ts
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/open-meteo')
/** 15 June 2026 00:00 in Amsterdam (CEST): the replay server moves the series to today. */
const start = Date.UTC(2026, 5, 14, 22) / 1000
const hours = 72
const models = ['knmi_seamless', 'icon_seamless', 'ecmwf_ifs025'] as const
type Model = (typeof models)[number]
const levels = [925, 850, 700, 600, 500] as const
const standardHeights: Record<number, number> = { 925: 762, 850: 1457, 700: 3012, 600: 4206, 500: 5574 }

/** What a model does not give (all nulls, unit "undefined"). */
const missing: Record<Model, RegExp> = {
  knmi_seamless: /^(cape|lifted_index|freezing_level_height|.*_600hPa)$/,
  icon_seamless: /^$/,
  ecmwf_ifs025: /^(visibility|lifted_index|wind_speed_(80|120|180)m|wind_direction_(80|120|180)m)$/,
}

interface Surface {
  temperature: number
  humidity: number
  pressure: number
  cloudLow: number
  cloudMid: number
  cloudHigh: number
  visibility: number
  wind: number
  direction: number
  gusts: number
  precipitation: number
  probability: number
  code: number
  cape: number
  liftedIndex: number
  uv: number
  /** Wind at 600 hPa, the rest of the profile scales between the surface and it. */
  windAloft: number
  directionAloft: number
}

const localHour = (index: number) => index % 24
const isDay = (index: number) => (localHour(index) >= 6 && localHour(index) <= 21 ? 1 : 0)
/** 0 at night, 1 in mid-afternoon. */
const daytime = (index: number) => Math.max(0, Math.sin(((localHour(index) - 6) / 16) * Math.PI))

const scenarios: Record<string, (index: number) => Surface> = {
  'good-day': (index) => ({
    temperature: 14 + 9 * daytime(index),
    humidity: 78 - 22 * daytime(index),
    pressure: 1021 - index * 0.03,
    cloudLow: 10 + 12 * daytime(index),
    cloudMid: 8,
    cloudHigh: 20,
    visibility: 30000 + 10000 * daytime(index),
    wind: 2.4 + 1.2 * daytime(index),
    direction: 250,
    gusts: 4 + 1.5 * daytime(index),
    precipitation: 0,
    probability: 3,
    code: 1,
    cape: 40 + 80 * daytime(index),
    liftedIndex: 4,
    uv: 6.5 * daytime(index),
    windAloft: 14,
    directionAloft: 265,
  }),
  windy: (index) => ({
    temperature: 12 + 4 * daytime(index),
    humidity: 70,
    pressure: 1002 - index * 0.08,
    cloudLow: 45,
    cloudMid: 30,
    cloudHigh: 10,
    visibility: 25000,
    wind: 8.6 + 2 * daytime(index),
    direction: 235,
    gusts: 14.5 + 2.5 * daytime(index),
    precipitation: 0,
    probability: 10,
    code: 3,
    cape: 20,
    liftedIndex: 6,
    uv: 3 * daytime(index),
    windAloft: 31,
    directionAloft: 250,
  }),
  wet: (index) => ({
    temperature: 11 + 2 * daytime(index),
    humidity: index < 48 ? 96 : 80,
    pressure: 1006 + index * 0.05,
    cloudLow: index < 48 ? 95 : 30,
    cloudMid: index < 48 ? 90 : 20,
    cloudHigh: 60,
    visibility: index < 48 ? 6500 : 22000,
    wind: 4.2,
    direction: 200,
    gusts: 7.1,
    precipitation: index < 48 ? 0.6 + 1.2 * daytime(index) : 0,
    probability: index < 48 ? 95 : 10,
    code: index < 48 ? 63 : 2,
    cape: 0,
    liftedIndex: 7,
    uv: (index < 48 ? 1 : 4) * daytime(index),
    windAloft: 18,
    directionAloft: 215,
  }),
  thunderstorm: (index) => {
    const storm = localHour(index) >= 13 && localHour(index) <= 19
    return {
      temperature: 21 + 8 * daytime(index),
      humidity: 68,
      pressure: 1009,
      cloudLow: storm ? 70 : 25,
      cloudMid: storm ? 80 : 30,
      cloudHigh: 50,
      visibility: storm ? 7000 : 20000,
      wind: storm ? 5.5 : 2.8,
      direction: 160,
      gusts: storm ? 16 : 5,
      precipitation: storm ? 4.2 : 0,
      probability: storm ? 80 : 35,
      code: storm ? 95 : 2,
      cape: storm ? 2200 : 750,
      liftedIndex: storm ? -5 : -1,
      uv: 7 * daytime(index),
      windAloft: 16,
      directionAloft: 200,
    }
  },
  'low-cloud': (index) => ({
    temperature: 9 + 1.5 * daytime(index),
    humidity: 97,
    pressure: 1026,
    cloudLow: 100,
    cloudMid: 10,
    cloudHigh: 0,
    visibility: localHour(index) < 11 ? 1800 : 4200,
    wind: 2.6,
    direction: 90,
    gusts: 4.4,
    precipitation: 0,
    probability: 5,
    code: localHour(index) < 11 ? 45 : 3,
    cape: 0,
    liftedIndex: 8,
    uv: 1.5 * daytime(index),
    windAloft: 9,
    directionAloft: 110,
  }),
}

/** The models differ a little, and in the windy scenario a lot (the agreement figure). */
function modelFactor(scenario: string, model: Model): number {
  const spread = scenario === 'windy' ? 0.35 : 0.08
  return model === 'knmi_seamless' ? 1 : model === 'icon_seamless' ? 1 + spread : 1 - spread
}

const round = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals

function dewPoint(temperature: number, humidity: number): number {
  const gamma = Math.log(humidity / 100) + (17.625 * temperature) / (243.04 + temperature)
  return (243.04 * gamma) / (17.625 - gamma)
}

function values(surface: Surface, factor: number, index: number): Record<string, number> {
  const wind = surface.wind * factor
  const aloft = (share: number) => wind + (surface.windAloft * factor - wind) * share
  const turn = (share: number) => Math.round(surface.direction + (surface.directionAloft - surface.direction) * share)
  const row: Record<string, number> = {
    temperature_2m: round(surface.temperature),
    relative_humidity_2m: Math.round(surface.humidity),
    dew_point_2m: round(dewPoint(surface.temperature, surface.humidity)),
    apparent_temperature: round(surface.temperature - 0.7 * wind * 0.75 + 0.5),
    pressure_msl: round(surface.pressure),
    surface_pressure: round(surface.pressure - 0.6),
    cloud_cover: Math.round(Math.min(100, Math.max(surface.cloudLow, surface.cloudMid, surface.cloudHigh) + 5)),
    cloud_cover_low: Math.round(surface.cloudLow),
    cloud_cover_mid: Math.round(surface.cloudMid),
    cloud_cover_high: Math.round(surface.cloudHigh),
    visibility: Math.round(surface.visibility / 10) * 10,
    wind_speed_10m: round(wind, 2),
    wind_direction_10m: surface.direction,
    wind_gusts_10m: round(surface.gusts * factor, 1),
    precipitation: round(surface.precipitation * (factor > 1 ? 1.2 : factor < 1 ? 0.8 : 1)),
    precipitation_probability: Math.round(surface.probability),
    weather_code: surface.code,
    cape: round(surface.cape),
    lifted_index: round(surface.liftedIndex),
    freezing_level_height: Math.round(2800 + surface.temperature * 60),
    uv_index: round(surface.uv, 2),
    is_day: isDay(index),
    wind_speed_80m: round(aloft(0.1), 2),
    wind_direction_80m: turn(0.1),
    wind_speed_120m: round(aloft(0.14), 2),
    wind_direction_120m: turn(0.14),
    wind_speed_180m: round(aloft(0.2), 2),
    wind_direction_180m: turn(0.2),
  }
  levels.forEach((level, levelIndex) => {
    const share = [0.45, 0.65, 0.85, 1, 1.2][levelIndex]!
    row[`wind_speed_${level}hPa`] = round(aloft(share), 2)
    row[`wind_direction_${level}hPa`] = turn(Math.min(share, 1))
    row[`geopotential_height_${level}hPa`] = Math.round(standardHeights[level]! + (surface.pressure - 1013) * 8)
    row[`temperature_${level}hPa`] = round(surface.temperature - 6.5 * (standardHeights[level]! / 1000) - 2)
  })
  return row
}

const units: Record<string, string> = {
  temperature_2m: '°C',
  relative_humidity_2m: '%',
  dew_point_2m: '°C',
  apparent_temperature: '°C',
  pressure_msl: 'hPa',
  surface_pressure: 'hPa',
  cloud_cover: '%',
  cloud_cover_low: '%',
  cloud_cover_mid: '%',
  cloud_cover_high: '%',
  visibility: 'm',
  precipitation: 'mm',
  precipitation_probability: '%',
  weather_code: 'wmo code',
  cape: 'J/kg',
  lifted_index: '',
  freezing_level_height: 'm',
  uv_index: '',
  is_day: '',
}

function unitOf(name: string): string {
  if (units[name] !== undefined) return units[name]
  if (name.startsWith('wind_speed') || name.startsWith('wind_gusts')) return 'm/s'
  if (name.startsWith('wind_direction')) return '°'
  if (name.startsWith('geopotential_height')) return 'm'
  if (name.startsWith('temperature')) return '°C'
  throw new Error(`no unit for ${name}`)
}

function answer(scenario: string) {
  const rows = models.map((model) =>
    Array.from({ length: hours }, (_, index) => values(scenarios[scenario]!(index), modelFactor(scenario, model), index)),
  )
  const names = Object.keys(rows[0]![0]!)
  const hourlyUnits: Record<string, string> = { time: 'unixtime' }
  const hourly: Record<string, (number | null)[]> = { time: Array.from({ length: hours }, (_, index) => start + index * 3600) }
  for (const name of names) {
    models.forEach((model, modelIndex) => {
      const lacks = missing[model].test(name)
      hourlyUnits[`${name}_${model}`] = lacks ? 'undefined' : unitOf(name)
      hourly[`${name}_${model}`] = rows[modelIndex]!.map((row) => (lacks ? null : row[name]!))
    })
  }
  return {
    latitude: 52.25,
    longitude: 6.0500002,
    generationtime_ms: 4.2910575866699,
    utc_offset_seconds: 7200,
    timezone: 'Europe/Amsterdam',
    timezone_abbreviation: 'GMT+2',
    elevation: 5.2,
    hourly_units: hourlyUnits,
    hourly,
  }
}

for (const scenario of Object.keys(scenarios)) {
  writeFileSync(path.join(outDir, `${scenario}.json`), `${JSON.stringify(answer(scenario))}\n`)
}
console.log(`wrote ${Object.keys(scenarios).length} fixtures to ${outDir}`)
