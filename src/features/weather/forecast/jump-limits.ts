import * as v from 'valibot'
import { jumpRules } from '~/content/facts'

/**
 * The limits a verdict is judged by, per jump type (defaults and their sources: decision 022).
 * The FAQ minimums (wind under 7 m/s, visibility at least 3 km, no precipitation) are hard rules:
 * they come from facts.ts and an override can only be stricter.
 */
export const jumpTypes = ['tandem', 'student', 'demonstration'] as const
export type JumpType = (typeof jumpTypes)[number]

export interface JumpLimits {
  windMarginalMs: number
  windNoGoMs: number
  gustMarginalMs: number
  gustNoGoMs: number
  gustSpreadMarginalMs: number
  gustSpreadNoGoMs: number
  visibilityNoGoM: number
  visibilityMarginalM: number
  ceilingNoGoM: number
  ceilingMarginalM: number
  exitWindMarginalMs: number
  exitWindNoGoMs: number
  shearMarginalMsPer300m: number
  precipitationProbabilityMarginalPct: number
  /** Demonstrations may jump at night with lights and a permit; others never. */
  nightVerdict: 'no-go' | 'marginal'
  exitHeightM: number
  openingHeightM: number
}

const faqMinimums = {
  windNoGoMs: jumpRules.weatherMinimums.windMetresPerSecond,
  visibilityNoGoM: jumpRules.weatherMinimums.visibilityKm * 1000,
} as const

const common = { precipitationProbabilityMarginalPct: 30, exitHeightM: 4000 }

export const defaultJumpLimits: Record<JumpType, JumpLimits> = {
  tandem: {
    ...common,
    windMarginalMs: 5,
    windNoGoMs: faqMinimums.windNoGoMs,
    gustMarginalMs: 8,
    gustNoGoMs: 10,
    gustSpreadMarginalMs: 4,
    gustSpreadNoGoMs: 6,
    visibilityNoGoM: faqMinimums.visibilityNoGoM,
    visibilityMarginalM: 5000,
    ceilingNoGoM: 1800,
    ceilingMarginalM: 3000,
    exitWindMarginalMs: 20,
    exitWindNoGoMs: 30,
    shearMarginalMsPer300m: 5,
    nightVerdict: 'no-go',
    openingHeightM: 1500,
  },
  student: {
    ...common,
    windMarginalMs: 4,
    windNoGoMs: 6,
    gustMarginalMs: 6,
    gustNoGoMs: 7.5,
    gustSpreadMarginalMs: 3,
    gustSpreadNoGoMs: 5,
    visibilityNoGoM: 5000,
    visibilityMarginalM: 8000,
    ceilingNoGoM: 1500,
    ceilingMarginalM: 3000,
    exitWindMarginalMs: 15,
    exitWindNoGoMs: 25,
    shearMarginalMsPer300m: 4,
    nightVerdict: 'no-go',
    openingHeightM: 1500,
  },
  demonstration: {
    ...common,
    windMarginalMs: 4,
    windNoGoMs: faqMinimums.windNoGoMs,
    gustMarginalMs: 7,
    gustNoGoMs: 9,
    gustSpreadMarginalMs: 3,
    gustSpreadNoGoMs: 5,
    visibilityNoGoM: 5000,
    visibilityMarginalM: 8000,
    ceilingNoGoM: 1000,
    ceilingMarginalM: 1500,
    exitWindMarginalMs: 15,
    exitWindNoGoMs: 25,
    shearMarginalMsPer300m: 4,
    nightVerdict: 'marginal',
    openingHeightM: 1000,
  },
}

const positive = v.pipe(v.number(), v.finite(), v.minValue(0))
const numericLimits = Object.keys(defaultJumpLimits.tandem).filter((key) => key !== 'nightVerdict')
const limitOverride = v.partial(
  v.object({
    ...Object.fromEntries(numericLimits.map((key) => [key, positive])),
    nightVerdict: v.picklist(['no-go', 'marginal']),
  }),
)
const overrideSchema = v.partial(v.object({ tandem: limitOverride, student: limitOverride, demonstration: limitOverride }))

function clampToFaq(limits: JumpLimits): JumpLimits {
  const windNoGoMs = Math.min(limits.windNoGoMs, faqMinimums.windNoGoMs)
  const visibilityNoGoM = Math.max(limits.visibilityNoGoM, faqMinimums.visibilityNoGoM)
  return {
    ...limits,
    windNoGoMs,
    windMarginalMs: Math.min(limits.windMarginalMs, windNoGoMs),
    visibilityNoGoM,
    visibilityMarginalM: Math.max(limits.visibilityMarginalM, visibilityNoGoM),
  }
}

/**
 * The defaults with a staff override on top (JSON text, e.g. from an environment variable):
 * `{"student": {"windNoGoMs": 5}}`. An override that does not parse is ignored whole; one that
 * would loosen a FAQ minimum is held to it.
 */
export function resolveJumpLimits(overrideJson: string | undefined): Record<JumpType, JumpLimits> {
  let overrides: Partial<Record<JumpType, Partial<JumpLimits>>> = {}
  if (overrideJson && overrideJson.trim() !== '') {
    try {
      const parsed = v.safeParse(overrideSchema, JSON.parse(overrideJson))
      if (parsed.success) overrides = parsed.output as typeof overrides
    } catch {
      // not JSON: the defaults stand
    }
  }
  const resolved = {} as Record<JumpType, JumpLimits>
  for (const type of jumpTypes) resolved[type] = clampToFaq({ ...defaultJumpLimits[type], ...overrides[type] })
  return resolved
}

export function isJumpType(value: unknown): value is JumpType {
  return typeof value === 'string' && (jumpTypes as readonly string[]).includes(value)
}
