import * as v from 'valibot'
import type { ModelSurface } from '../forecast/model-agreement'
import type { SourceForecast, SourceHour } from '../forecast/source-hour'
import { forecastModels, nearSurfaceHeights, pressureLevels } from './request'

/**
 * Reads an Open-Meteo answer into source hours. Anything unexpected (not JSON, an error object,
 * the wrong number of locations, arrays of the wrong length, winds not in m/s) is refused whole:
 * the caller then serves the last good forecast rather than a wrong one.
 */
export class ForecastFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ForecastFormatError'
  }
}

// The columns are checked where they are read (length, and each value a finite number or null):
// a schema over every value of every column costs seconds in the hooks' engine for 15 locations.
const locationSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  hourly_units: v.record(v.string(), v.string()),
  hourly: v.objectWithRest({ time: v.array(v.number()) }, v.array(v.unknown())),
})
type LocationAnswer = v.InferOutput<typeof locationSchema>

const windUnitVariables = /^wind_(speed|gusts)_/

function checkUnits(answer: LocationAnswer): void {
  if (answer.hourly_units.time !== 'unixtime') throw new ForecastFormatError('times are not Unix time')
  for (const [key, unit] of Object.entries(answer.hourly_units)) {
    if (windUnitVariables.test(key) && unit !== 'm/s' && unit !== 'undefined') throw new ForecastFormatError(`${key} is in ${unit}, not m/s`)
  }
}

function reader(answer: LocationAnswer) {
  const count = answer.hourly.time.length
  const checked = new Map<string, unknown[] | undefined>()
  const column = (key: string): unknown[] | undefined => {
    if (checked.has(key)) return checked.get(key)
    const values = answer.hourly[key] as unknown[] | undefined
    if (values && values.length !== count) throw new ForecastFormatError(`${key} has ${values.length} values for ${count} hours`)
    checked.set(key, values)
    return values
  }
  const number = (value: unknown): number | null => {
    if (value === null || value === undefined) return null
    if (typeof value !== 'number') throw new ForecastFormatError(`a value is ${typeof value}, not a number`)
    return Number.isFinite(value) ? value : null
  }
  /** The first model that has the value, in the order of forecastModels. */
  const first = (name: string, index: number): number | null => {
    for (const model of forecastModels) {
      const value = number(column(`${name}_${model}`)?.[index])
      if (value !== null) return value
    }
    return null
  }
  const perModel = (name: string, index: number): (number | null)[] => forecastModels.map((model) => number(column(`${name}_${model}`)?.[index]))
  return { count, first, perModel }
}

function sourceHour(answer: LocationAnswer, read: ReturnType<typeof reader>, index: number): SourceHour {
  const at = (name: string) => read.first(name, index)
  const isDay = at('is_day')
  const windSpeeds = read.perModel('wind_speed_10m', index)
  const gusts = read.perModel('wind_gusts_10m', index)
  const precipitation = read.perModel('precipitation', index)
  const visibility = read.perModel('visibility', index)
  const models: ModelSurface[] = forecastModels.map((model, modelIndex) => ({
    model,
    windSpeedMs: windSpeeds[modelIndex] ?? null,
    windGustsMs: gusts[modelIndex] ?? null,
    precipitationMm: precipitation[modelIndex] ?? null,
    visibilityM: visibility[modelIndex] ?? null,
  }))
  return {
    epochMs: answer.hourly.time[index]! * 1000,
    temperatureC: at('temperature_2m'),
    relativeHumidityPct: at('relative_humidity_2m'),
    dewPointC: at('dew_point_2m'),
    apparentTemperatureC: at('apparent_temperature'),
    pressureMslHpa: at('pressure_msl'),
    surfacePressureHpa: at('surface_pressure'),
    cloudCoverPct: at('cloud_cover'),
    cloudCoverLowPct: at('cloud_cover_low'),
    cloudCoverMidPct: at('cloud_cover_mid'),
    cloudCoverHighPct: at('cloud_cover_high'),
    visibilityM: at('visibility'),
    windSpeedMs: at('wind_speed_10m'),
    windDirectionDeg: at('wind_direction_10m'),
    windGustsMs: at('wind_gusts_10m'),
    nearSurfaceWinds: nearSurfaceHeights.map((heightM) => ({
      heightM,
      speedMs: at(`wind_speed_${heightM}m`),
      directionDeg: at(`wind_direction_${heightM}m`),
    })),
    levels: pressureLevels.map((pressureHpa) => ({
      pressureHpa,
      heightAmslM: at(`geopotential_height_${pressureHpa}hPa`),
      speedMs: at(`wind_speed_${pressureHpa}hPa`),
      directionDeg: at(`wind_direction_${pressureHpa}hPa`),
      temperatureC: at(`temperature_${pressureHpa}hPa`),
    })),
    precipitationMm: at('precipitation'),
    precipitationProbabilityPct: at('precipitation_probability'),
    weatherCode: at('weather_code'),
    capeJkg: at('cape'),
    liftedIndex: at('lifted_index'),
    freezingLevelM: at('freezing_level_height'),
    uvIndex: at('uv_index'),
    isDay: isDay === null ? null : isDay === 1,
    models,
  }
}

function parseLocation(raw: unknown): SourceForecast {
  const parsed = v.safeParse(locationSchema, raw)
  if (!parsed.success) throw new ForecastFormatError(`unexpected forecast shape: ${parsed.issues[0]?.message ?? ''}`)
  const answer = parsed.output
  checkUnits(answer)
  const read = reader(answer)
  const hours: SourceHour[] = []
  for (let index = 0; index < read.count; index++) hours.push(sourceHour(answer, read, index))
  if (hours.every((hour) => hour.windSpeedMs === null)) throw new ForecastFormatError('no model gave a surface wind')
  return { latitude: answer.latitude, longitude: answer.longitude, hours }
}

/** The forecasts in request order; `places` is how many locations were asked. */
export function parseForecastBody(text: string, places: number): SourceForecast[] {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ForecastFormatError('the answer is not JSON')
  }
  if (body && typeof body === 'object' && (body as { error?: unknown }).error === true) {
    throw new ForecastFormatError(`the provider refused: ${String((body as { reason?: unknown }).reason)}`)
  }
  const list = Array.isArray(body) ? body : [body]
  if (list.length !== places) throw new ForecastFormatError(`${list.length} locations in the answer for ${places} asked`)
  return list.map(parseLocation)
}
