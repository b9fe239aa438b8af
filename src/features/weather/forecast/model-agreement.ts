import type { JumpLimits } from './jump-limits'
import { judgeHour, verdictOf, type Verdict } from './verdict'

/**
 * How far apart the forecast models are for one hour: a confidence figure no other skydiving
 * weather page shows. Each model's own surface figures are judged by the same limits; the figure
 * is the share of models whose verdict matches the blended one, with the spread of their winds.
 */
export interface ModelSurface {
  model: string
  windSpeedMs: number | null
  windGustsMs: number | null
  precipitationMm: number | null
  visibilityM: number | null
}

export type AgreementLevel = 'high' | 'medium' | 'low'

export interface ModelAgreement {
  /** Models with a verdict that matches the blended verdict. */
  agreeing: number
  models: number
  /** Highest minus lowest mean wind over the models, m/s. */
  windSpreadMs: number | null
  level: AgreementLevel
  verdicts: { model: string; verdict: Verdict; windSpeedMs: number | null }[]
}

const closeWindMs = 2
const farWindMs = 4

function surfaceVerdict(surface: ModelSurface, limits: JumpLimits): Verdict | null {
  if (surface.windSpeedMs === null) return null
  const spread = surface.windGustsMs === null ? null : Math.max(0, surface.windGustsMs - surface.windSpeedMs)
  return verdictOf(
    judgeHour(
      {
        windSpeedMs: surface.windSpeedMs,
        windGustsMs: surface.windGustsMs,
        gustSpreadMs: spread,
        visibilityM: surface.visibilityM ?? Infinity,
        precipitationMm: surface.precipitationMm ?? 0,
        precipitationProbabilityPct: null,
        lightningRisk: 'none',
        ceilingM: null,
        exitWindMs: null,
        lowLevelShearMsPer300m: null,
        isDay: null,
      },
      limits,
    ),
  )
}

function levelOf(agreeing: number, models: number, windSpreadMs: number | null): AgreementLevel {
  const spread = windSpreadMs ?? 0
  if (agreeing === models && spread < closeWindMs) return 'high'
  if (agreeing * 3 < models * 2 || spread >= farWindMs) return 'low'
  return 'medium'
}

/** Null when fewer than two models gave this hour's wind. */
export function modelAgreement(surfaces: readonly ModelSurface[], limits: JumpLimits): ModelAgreement | null {
  const judged = surfaces.flatMap((surface) => {
    const verdict = surfaceVerdict(surface, limits)
    return verdict ? [{ model: surface.model, verdict, windSpeedMs: surface.windSpeedMs }] : []
  })
  if (judged.length < 2) return null
  const counts = new Map<Verdict, number>()
  for (const { verdict } of judged) counts.set(verdict, (counts.get(verdict) ?? 0) + 1)
  const agreeing = Math.max(...counts.values())
  const winds = judged.map((entry) => entry.windSpeedMs ?? 0)
  const windSpreadMs = Math.round((Math.max(...winds) - Math.min(...winds)) * 10) / 10
  return { agreeing, models: judged.length, windSpreadMs, level: levelOf(agreeing, judged.length, windSpreadMs), verdicts: judged }
}
