import { fromVector, toVector, type Wind, type WindVector } from './wind-vector'

/** A wind at a height above the ground. */
export interface ProfilePoint extends WindVector {
  heightM: number
}

export interface MeasuredWind extends Wind {
  /** Height above the ground, metres. */
  heightM: number
}

/** The winds by height, lowest first; points without a usable wind are dropped. */
export function windProfile(winds: readonly MeasuredWind[]): ProfilePoint[] {
  return winds
    .filter((wind) => Number.isFinite(wind.speedMs) && Number.isFinite(wind.directionDeg) && wind.heightM >= 0)
    .map((wind) => ({ heightM: wind.heightM, ...toVector(wind) }))
    .sort((a, b) => a.heightM - b.heightM)
}

/**
 * The wind at a height, interpolated linearly in u and v between the neighbouring points; below
 * the lowest point the lowest wind; above the highest none (no extrapolation).
 */
export function windAt(profile: readonly ProfilePoint[], heightM: number): WindVector | null {
  const first = profile[0]
  if (!first) return null
  if (heightM <= first.heightM) return { u: first.u, v: first.v }
  for (let index = 1; index < profile.length; index++) {
    const upper = profile[index]!
    const lower = profile[index - 1]!
    if (heightM <= upper.heightM) {
      const share = (heightM - lower.heightM) / (upper.heightM - lower.heightM)
      return { u: lower.u + share * (upper.u - lower.u), v: lower.v + share * (upper.v - lower.v) }
    }
  }
  return null
}

/** Heights above the ground the winds-aloft table shows, up to exit height. */
const windsAloftHeightsM = [300, 600, 1000, 1500, 2000, 2500, 3000, 4000] as const

export interface WindAloft {
  altitudeM: number
  speedMs: number
  directionDeg: number
}

/** The winds aloft at the table's heights, where the profile reaches them. */
export function windsAloft(profile: readonly ProfilePoint[]): WindAloft[] {
  return windsAloftHeightsM.flatMap((altitudeM) => {
    const vector = windAt(profile, altitudeM)
    if (!vector) return []
    const { speedMs, directionDeg } = fromVector(vector)
    return [{ altitudeM, speedMs, directionDeg }]
  })
}
