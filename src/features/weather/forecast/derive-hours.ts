import { amsterdamIso } from './amsterdam-time'
import { ceilingM, cloudBaseM, cloudTypes } from './clouds'
import { densityAltitudeM } from './density-altitude'
import { dewPointC } from './dew-point'
import { jumpDrift } from './drift'
import { feelsLikeC } from './feels-like'
import { gustSpreadMs, turbulenceLevel } from './gusts-and-turbulence'
import { jumpTypes, type JumpLimits, type JumpType } from './jump-limits'
import { lightningRisk } from './lightning'
import { modelAgreement, type ModelAgreement } from './model-agreement'
import { standardHeightM } from './pressure-height'
import type { SourceHour } from './source-hour'
import { pressureSteadyWithinHpa, trendAt, windSteadyWithinMs } from './trends'
import { uvCategory } from './uv'
import { compactCriteria, judgeHour, reasonsOf, verdictOf, type HourConditions } from './verdict'
import type { HourAgreement, WeatherHour } from './weather-hour'
import { fromVector } from './wind-vector'
import { windAt, windProfile, windsAloft, type MeasuredWind, type ProfilePoint } from './wind-profile'
import { windShear } from './wind-shear'

const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)
const whole = (value: number | null) => (value === null ? null : Math.round(value))
const tens = (value: number | null) => (value === null ? null : Math.round(value / 10) * 10)
/** Visibility is shown in tenths of a kilometre and rounded down, so "3.0 km" is never less. */
const visibilityShown = (value: number | null) => (value === null ? null : Math.floor(value / 100) * 100)

function profileOf(hour: SourceHour, elevationM: number): ProfilePoint[] {
  const winds: MeasuredWind[] = []
  const add = (heightM: number, speedMs: number | null, directionDeg: number | null) => {
    if (speedMs !== null && directionDeg !== null) winds.push({ heightM, speedMs, directionDeg })
  }
  add(10, hour.windSpeedMs, hour.windDirectionDeg)
  for (const wind of hour.nearSurfaceWinds) add(wind.heightM, wind.speedMs, wind.directionDeg)
  const nearSurfaceTop = Math.max(10, ...hour.nearSurfaceWinds.map((wind) => wind.heightM))
  for (const level of hour.levels) {
    const heightM = (level.heightAmslM ?? standardHeightM(level.pressureHpa)) - elevationM
    if (heightM > nearSurfaceTop) add(heightM, level.speedMs, level.directionDeg)
  }
  return windProfile(winds)
}

function roundedDrift(drift: ReturnType<typeof jumpDrift>) {
  if (!drift) return null
  const round = (part: typeof drift.freefall) => ({ distanceM: Math.round(part.distanceM), towardsDeg: Math.round(part.towardsDeg) % 360 })
  return { freefall: round(drift.freefall), canopy: round(drift.canopy), total: round(drift.total) }
}

function compactAgreement(agreement: ModelAgreement | null): HourAgreement | null {
  if (!agreement) return null
  const verdicts = Object.fromEntries(agreement.verdicts.map((entry) => [entry.model, entry.verdict]))
  return { agreeing: agreement.agreeing, models: agreement.models, windSpreadMs: agreement.windSpreadMs, level: agreement.level, verdicts }
}

interface Context {
  source: readonly SourceHour[]
  index: number
  elevationM: number
  limits: Record<JumpType, JumpLimits>
  jumpType: JumpType
}

/** What the verdict needs of one hour, and what the table shows beside it. */
function hourFacts(hour: SourceHour, elevationM: number, exitHeightM: number) {
  const temperature = hour.temperatureC
  const humidity = hour.relativeHumidityPct
  const dewPoint = hour.dewPointC ?? (temperature !== null && humidity !== null ? dewPointC(temperature, humidity) : null)
  const spread = temperature !== null && dewPoint !== null ? temperature - dewPoint : null
  const base = spread === null ? null : cloudBaseM(spread, 0)
  const layers = { lowPct: hour.cloudCoverLowPct, midPct: hour.cloudCoverMidPct, highPct: hour.cloudCoverHighPct }
  const ceiling = base === null ? null : ceilingM(layers, base)
  const profile = profileOf(hour, elevationM)
  const shear = windShear(profile)
  const exitWind = windAt(profile, exitHeightM)
  const gustSpread = hour.windGustsMs !== null && hour.windSpeedMs !== null ? gustSpreadMs(hour.windGustsMs, hour.windSpeedMs) : null
  const lightning = lightningRisk(hour)
  const conditions: HourConditions = {
    windSpeedMs: tenth(hour.windSpeedMs),
    windGustsMs: tenth(hour.windGustsMs),
    gustSpreadMs: tenth(gustSpread),
    visibilityM: visibilityShown(hour.visibilityM),
    precipitationMm: tenth(hour.precipitationMm),
    precipitationProbabilityPct: hour.precipitationProbabilityPct,
    lightningRisk: lightning,
    ceilingM: tens(ceiling),
    exitWindMs: exitWind ? tenth(fromVector(exitWind).speedMs) : null,
    lowLevelShearMsPer300m: tenth(shear.lowLevelMsPer300m),
    isDay: hour.isDay,
  }
  return { dewPoint, spread, base, layers, profile, shear, lightning, conditions }
}

function judgeAll(conditions: HourConditions, limits: Record<JumpType, JumpLimits>) {
  return Object.fromEntries(jumpTypes.map((type) => [type, judgeHour(conditions, limits[type])])) as Record<JumpType, ReturnType<typeof judgeHour>>
}

function verdictsOf(judged: ReturnType<typeof judgeAll>) {
  return Object.fromEntries(jumpTypes.map((type) => [type, verdictOf(judged[type])])) as Record<JumpType, ReturnType<typeof verdictOf>>
}

function deriveHour({ source, index, elevationM, limits, jumpType }: Context): WeatherHour {
  const hour = source[index]!
  const jump = limits[jumpType]
  const temperature = hour.temperatureC
  const humidity = hour.relativeHumidityPct
  const { dewPoint, spread, base, layers, profile, shear, lightning, conditions } = hourFacts(hour, elevationM, jump.exitHeightM)
  const visibility = conditions.visibilityM
  const judged = judgeAll(conditions, limits)
  const criteria = judged[jumpType]
  const pressures = source.map((entry) => entry.pressureMslHpa)
  const winds = source.map((entry) => entry.windSpeedMs)
  return {
    time: amsterdamIso(hour.epochMs),
    temperatureC: tenth(temperature),
    feelsLikeC: temperature !== null && humidity !== null && hour.windSpeedMs !== null ? tenth(feelsLikeC(temperature, humidity, hour.windSpeedMs, hour.apparentTemperatureC)) : tenth(hour.apparentTemperatureC),
    dewPointC: tenth(dewPoint),
    humidityPct: whole(humidity),
    pressureHpa: tenth(hour.pressureMslHpa),
    windSpeedMs: conditions.windSpeedMs,
    windDirectionDeg: whole(hour.windDirectionDeg),
    windGustsMs: conditions.windGustsMs,
    gustSpreadMs: conditions.gustSpreadMs,
    windsAloft: windsAloft(profile).map((row) => ({ altitudeM: row.altitudeM, speedMs: tenth(row.speedMs)!, directionDeg: Math.round(row.directionDeg) % 360 })),
    visibilityM: visibility,
    cloudCoverPct: whole(hour.cloudCoverPct),
    cloudCoverLowPct: whole(hour.cloudCoverLowPct),
    cloudCoverMidPct: whole(hour.cloudCoverMidPct),
    cloudCoverHighPct: whole(hour.cloudCoverHighPct),
    cloudBaseM: tens(base),
    ceilingM: conditions.ceilingM,
    cloudTypes: spread === null ? [] : cloudTypes({ ...layers, spreadC: spread, weatherCode: hour.weatherCode, capeJkg: hour.capeJkg }),
    densityAltitudeM: hour.surfacePressureHpa !== null && temperature !== null ? tens(densityAltitudeM(hour.surfacePressureHpa, temperature)) : null,
    windShear: {
      lowLevelMsPer300m: tenth(shear.lowLevelMsPer300m),
      maxMsPer300m: tenth(shear.maxMsPer300m),
      maxLayerM: shear.maxLayerM,
    },
    turbulence: turbulenceLevel(conditions.gustSpreadMs, conditions.lowLevelShearMsPer300m),
    lightningRisk: lightning,
    capeJkg: whole(hour.capeJkg),
    liftedIndex: tenth(hour.liftedIndex),
    weatherCode: hour.weatherCode,
    precipitationMm: conditions.precipitationMm,
    precipitationProbabilityPct: whole(hour.precipitationProbabilityPct),
    uvIndex: tenth(hour.uvIndex),
    uvCategory: hour.uvIndex === null ? null : uvCategory(hour.uvIndex),
    freezingLevelM: tens(hour.freezingLevelM),
    isDay: hour.isDay,
    pressureTrend: trendAt(pressures, index, pressureSteadyWithinHpa),
    windTrend: trendAt(winds, index, windSteadyWithinMs),
    drift: roundedDrift(jumpDrift(profile, jump)),
    modelAgreement: compactAgreement(modelAgreement(hour.models, jump)),
    verdict: verdictOf(criteria),
    reasons: reasonsOf(criteria),
    criteria: compactCriteria(criteria),
    verdicts: verdictsOf(judged),
  }
}

export interface DeriveOptions {
  elevationM: number
  limits: Record<JumpType, JumpLimits>
  jumpType: JumpType
  /** The first hour shown: the one that contains this instant. */
  fromMs: number
  /** How many hours at most. */
  count: number
}

function firstCurrent(source: readonly SourceHour[], fromMs: number): number {
  return source.findIndex((hour) => hour.epochMs + 3_600_000 > fromMs)
}

/** The hours from the current one on, everything derived; earlier hours are never shown as current. */
export function deriveHours(source: readonly SourceHour[], options: DeriveOptions): WeatherHour[] {
  const first = firstCurrent(source, options.fromMs)
  if (first < 0) return []
  const hours: WeatherHour[] = []
  for (let index = first; index < source.length && hours.length < options.count; index++) {
    hours.push(deriveHour({ source, index, elevationM: options.elevationM, limits: options.limits, jumpType: options.jumpType }))
  }
  return hours
}

export type VerdictHour = Pick<WeatherHour, 'time' | 'verdict' | 'reasons' | 'verdicts' | 'windSpeedMs' | 'windDirectionDeg' | 'windGustsMs'>

/** Only the verdicts, for the overview of every location: a fraction of the work of deriveHours. */
export function deriveVerdicts(source: readonly SourceHour[], options: DeriveOptions): VerdictHour[] {
  const first = firstCurrent(source, options.fromMs)
  if (first < 0) return []
  return source.slice(first, first + options.count).map((hour) => {
    const { conditions } = hourFacts(hour, options.elevationM, options.limits[options.jumpType].exitHeightM)
    const judged = judgeAll(conditions, options.limits)
    return {
      time: amsterdamIso(hour.epochMs),
      verdict: verdictOf(judged[options.jumpType]),
      reasons: reasonsOf(judged[options.jumpType]),
      verdicts: verdictsOf(judged),
      windSpeedMs: conditions.windSpeedMs,
      windDirectionDeg: whole(hour.windDirectionDeg),
      windGustsMs: conditions.windGustsMs,
    }
  })
}
