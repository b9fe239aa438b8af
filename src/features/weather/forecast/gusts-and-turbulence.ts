/**
 * Gust spread and a turbulence estimate. Open-Meteo's gust is the highest of the past hour and its
 * wind the mean at the hour, so the spread is what a jumper meets on top of the forecast wind.
 * No published turbulence index for parachuting exists; this one grades the two signs the
 * literature names (decision 022): a gust spread of 5 m/s or more (a METAR reports gusts from
 * 10 kt over the mean) and low-level shear, each on the same scale.
 */
export type TurbulenceLevel = 'none' | 'light' | 'moderate' | 'severe'

const levels: readonly TurbulenceLevel[] = ['none', 'light', 'moderate', 'severe']
/** Lower bounds, m/s (gust spread) or m/s per 300 m (shear), of light, moderate and severe. */
const thresholds = [3, 5, 8] as const

export function gustSpreadMs(gustMs: number, meanMs: number): number {
  return Math.max(0, gustMs - meanMs)
}

function grade(value: number | null): number {
  if (value === null) return 0
  return thresholds.filter((threshold) => value >= threshold).length
}

export function turbulenceLevel(gustSpread: number | null, lowLevelShearPer300m: number | null): TurbulenceLevel {
  return levels[Math.max(grade(gustSpread), grade(lowLevelShearPer300m))] ?? 'none'
}
