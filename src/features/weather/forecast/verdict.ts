import type { JumpLimits } from './jump-limits'
import type { LightningRisk } from './lightning'

/**
 * The go/no-go of one hour for one jump type. Each criterion is judged against its limits and
 * keeps its margin to the no-go limit; the hour's verdict is the worst of them. Values are judged
 * as they are shown (rounded), so a page never says "7.0 m/s" beside a verdict that let it pass.
 */
export type Verdict = 'go' | 'marginal' | 'no-go'

export type CriterionCode =
  | 'wind'
  | 'gusts'
  | 'gustSpread'
  | 'visibility'
  | 'precipitation'
  | 'precipitationProbability'
  | 'thunderstorm'
  | 'cloudBase'
  | 'exitWind'
  | 'windShear'
  | 'night'
  | 'missingData'

export interface Criterion {
  code: CriterionCode
  value: number | string | null
  /** The no-go limit (for night and thunderstorms: none). */
  limit: number | null
  /** Where caution starts. */
  marginalFrom: number | null
  /** Distance to the no-go limit in the value's unit; negative when past it. */
  margin: number | null
  status: Verdict
}

/** Why an hour is not `go`: the value and the limit it crossed. */
export interface Reason {
  code: CriterionCode
  value: number | string | null
  limit: number | null
  severity: Exclude<Verdict, 'go'>
}

export interface HourConditions {
  windSpeedMs: number | null
  windGustsMs: number | null
  gustSpreadMs: number | null
  visibilityM: number | null
  precipitationMm: number | null
  precipitationProbabilityPct: number | null
  lightningRisk: LightningRisk
  /** Lowest broken or overcast layer above the ground; null when there is none. */
  ceilingM: number | null
  exitWindMs: number | null
  lowLevelShearMsPer300m: number | null
  isDay: boolean | null
}

const rank: Record<Verdict, number> = { go: 0, marginal: 1, 'no-go': 2 }
const tenth = (value: number) => Math.round(value * 10) / 10

function atOrAbove(code: CriterionCode, value: number | null, marginalFrom: number, noGoFrom: number): Criterion | null {
  if (value === null) return null
  const status: Verdict = value >= noGoFrom ? 'no-go' : value >= marginalFrom ? 'marginal' : 'go'
  return { code, value, limit: noGoFrom, marginalFrom, margin: tenth(noGoFrom - value), status }
}

function below(code: CriterionCode, value: number | null, noGoBelow: number, marginalBelow: number): Criterion | null {
  if (value === null) return null
  const status: Verdict = value < noGoBelow ? 'no-go' : value < marginalBelow ? 'marginal' : 'go'
  return { code, value, limit: noGoBelow, marginalFrom: marginalBelow, margin: tenth(value - noGoBelow), status }
}

function precipitation(mm: number | null): Criterion | null {
  if (mm === null) return null
  return { code: 'precipitation', value: mm, limit: 0, marginalFrom: null, margin: tenth(-mm), status: mm > 0 ? 'no-go' : 'go' }
}

function thunderstorm(risk: LightningRisk): Criterion {
  const status: Verdict = risk === 'high' ? 'no-go' : risk === 'moderate' ? 'marginal' : 'go'
  return { code: 'thunderstorm', value: risk, limit: null, marginalFrom: null, margin: null, status }
}

function daylight(isDay: boolean | null, limits: JumpLimits): Criterion | null {
  if (isDay === null) return null
  return { code: 'night', value: isDay ? 'day' : 'night', limit: null, marginalFrom: null, margin: null, status: isDay ? 'go' : limits.nightVerdict }
}

function missing(conditions: HourConditions): Criterion | null {
  const absent = (['windSpeedMs', 'visibilityM', 'precipitationMm'] as const).filter((key) => conditions[key] === null)
  if (absent.length === 0) return null
  return { code: 'missingData', value: absent.join(','), limit: null, marginalFrom: null, margin: null, status: 'marginal' }
}

export function judgeHour(conditions: HourConditions, limits: JumpLimits): Criterion[] {
  const ceiling = conditions.ceilingM
  const criteria = [
    atOrAbove('wind', conditions.windSpeedMs, limits.windMarginalMs, limits.windNoGoMs),
    atOrAbove('gusts', conditions.windGustsMs, limits.gustMarginalMs, limits.gustNoGoMs),
    atOrAbove('gustSpread', conditions.gustSpreadMs, limits.gustSpreadMarginalMs, limits.gustSpreadNoGoMs),
    below('visibility', conditions.visibilityM, limits.visibilityNoGoM, limits.visibilityMarginalM),
    precipitation(conditions.precipitationMm),
    atOrAbove('precipitationProbability', conditions.precipitationProbabilityPct, limits.precipitationProbabilityMarginalPct, Infinity),
    thunderstorm(conditions.lightningRisk),
    ceiling === null ? null : below('cloudBase', ceiling, limits.ceilingNoGoM, limits.ceilingMarginalM),
    atOrAbove('exitWind', conditions.exitWindMs, limits.exitWindMarginalMs, limits.exitWindNoGoMs),
    atOrAbove('windShear', conditions.lowLevelShearMsPer300m, limits.shearMarginalMsPer300m, Infinity),
    daylight(conditions.isDay, limits),
    missing(conditions),
  ]
  return criteria
    .filter((criterion): criterion is Criterion => criterion !== null)
    .map((criterion) => (criterion.limit === Infinity ? { ...criterion, limit: null, margin: null } : criterion))
}

export function verdictOf(criteria: readonly Criterion[]): Verdict {
  return criteria.reduce<Verdict>((worst, criterion) => (rank[criterion.status] > rank[worst] ? criterion.status : worst), 'go')
}

/** The criteria that keep an hour from `go`, no-go first, each with the limit it crossed. */
export function reasonsOf(criteria: readonly Criterion[]): Reason[] {
  return criteria
    .filter((criterion) => criterion.status !== 'go')
    .sort((a, b) => rank[b.status] - rank[a.status])
    .map((criterion) => ({
      code: criterion.code,
      value: criterion.value,
      limit: criterion.status === 'no-go' ? criterion.limit : criterion.marginalFrom,
      severity: criterion.status as Reason['severity'],
    }))
}
