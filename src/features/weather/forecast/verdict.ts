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

export interface Threshold {
  /** The no-go limit; null where a criterion only ever calls for caution. */
  limit: number | null
  marginalFrom: number
  /** `above`: the value must stay under the limits; `below`: it must stay at or over them. */
  bad: 'above' | 'below'
}

type NumericCode = 'wind' | 'gusts' | 'gustSpread' | 'visibility' | 'precipitationProbability' | 'cloudBase' | 'exitWind' | 'windShear'

/** The limits of each measured criterion for a jump type: one table for the verdict and the page. */
export function thresholds(limits: JumpLimits): Record<NumericCode, Threshold> {
  return {
    wind: { limit: limits.windNoGoMs, marginalFrom: limits.windMarginalMs, bad: 'above' },
    gusts: { limit: limits.gustNoGoMs, marginalFrom: limits.gustMarginalMs, bad: 'above' },
    gustSpread: { limit: limits.gustSpreadNoGoMs, marginalFrom: limits.gustSpreadMarginalMs, bad: 'above' },
    visibility: { limit: limits.visibilityNoGoM, marginalFrom: limits.visibilityMarginalM, bad: 'below' },
    precipitationProbability: { limit: null, marginalFrom: limits.precipitationProbabilityMarginalPct, bad: 'above' },
    cloudBase: { limit: limits.ceilingNoGoM, marginalFrom: limits.ceilingMarginalM, bad: 'below' },
    exitWind: { limit: limits.exitWindNoGoMs, marginalFrom: limits.exitWindMarginalMs, bad: 'above' },
    windShear: { limit: null, marginalFrom: limits.shearMarginalMsPer300m, bad: 'above' },
  }
}

function measured(code: NumericCode, value: number | null, threshold: Threshold): Criterion | null {
  if (value === null) return null
  const { limit, marginalFrom, bad } = threshold
  const past = (edge: number) => (bad === 'above' ? value >= edge : value < edge)
  const status: Verdict = limit !== null && past(limit) ? 'no-go' : past(marginalFrom) ? 'marginal' : 'go'
  const margin = limit === null ? null : tenth(bad === 'above' ? limit - value : value - limit)
  return { code, value, limit, marginalFrom, margin, status }
}

/** The FAQ's fixed rule, the same for every jump type: no precipitation at all. */
export const precipitationLimitMm = 0

function precipitation(mm: number | null): Criterion | null {
  if (mm === null) return null
  const status = mm > precipitationLimitMm ? 'no-go' : 'go'
  return { code: 'precipitation', value: mm, limit: precipitationLimitMm, marginalFrom: null, margin: tenth(precipitationLimitMm - mm), status }
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
  const table = thresholds(limits)
  const criteria = [
    measured('wind', conditions.windSpeedMs, table.wind),
    measured('gusts', conditions.windGustsMs, table.gusts),
    measured('gustSpread', conditions.gustSpreadMs, table.gustSpread),
    measured('visibility', conditions.visibilityM, table.visibility),
    precipitation(conditions.precipitationMm),
    measured('precipitationProbability', conditions.precipitationProbabilityPct, table.precipitationProbability),
    thunderstorm(conditions.lightningRisk),
    measured('cloudBase', conditions.ceilingM, table.cloudBase),
    measured('exitWind', conditions.exitWindMs, table.exitWind),
    measured('windShear', conditions.lowLevelShearMsPer300m, table.windShear),
    daylight(conditions.isDay, limits),
    missing(conditions),
  ]
  return criteria.filter((criterion): criterion is Criterion => criterion !== null)
}

/** A criterion as an answer carries it per hour; its limits are given once (see thresholds). */
export type HourCriterion = Pick<Criterion, 'code' | 'value' | 'margin' | 'status'>

export function compactCriteria(criteria: readonly Criterion[]): HourCriterion[] {
  return criteria.map(({ code, value, margin, status }) => ({ code, value, margin, status }))
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
