import { windAt, type ProfilePoint } from './wind-profile'
import { vectorDifference } from './wind-vector'

/**
 * Vertical wind shear: the vector difference between two heights, per 300 m (about 1,000 ft) of
 * height, the unit aviation uses (kt per 1,000 ft). Low-level: from 10 m to 300 m, the landing
 * pattern; the largest: over the layers from the ground to exit height.
 */
const per = 300
const layerHeightsM = [10, 300, 600, 1000, 1500, 2000, 3000, 4000]

export interface WindShear {
  lowLevelMsPer300m: number | null
  maxMsPer300m: number | null
  /** The layer of the largest shear, heights above the ground. */
  maxLayerM: [number, number] | null
}

function shearBetween(profile: readonly ProfilePoint[], lowerM: number, upperM: number): number | null {
  const lower = windAt(profile, lowerM)
  const upper = windAt(profile, upperM)
  if (!lower || !upper) return null
  return (vectorDifference(lower, upper) * per) / (upperM - lowerM)
}

export function windShear(profile: readonly ProfilePoint[]): WindShear {
  let max: number | null = null
  let maxLayer: [number, number] | null = null
  for (let index = 1; index < layerHeightsM.length; index++) {
    const lowerM = layerHeightsM[index - 1]!
    const upperM = layerHeightsM[index]!
    const shear = shearBetween(profile, lowerM, upperM)
    if (shear !== null && (max === null || shear > max)) {
      max = shear
      maxLayer = [lowerM, upperM]
    }
  }
  return { lowLevelMsPer300m: shearBetween(profile, 10, 300), maxMsPer300m: max, maxLayerM: maxLayer }
}
