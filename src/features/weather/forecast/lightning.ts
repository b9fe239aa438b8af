/**
 * Thunderstorm risk from the model's instability and weather code. Grades follow the usual
 * readings of CAPE (below 300 J/kg stable, 300-1,000 marginal, from 1,000 moderately unstable;
 * University of Kentucky Ag Weather Center) and the lifted index (0 to -3 weak storms, -3 to -6
 * strong, below -6 severe), with the WMO thunderstorm codes 95, 96 and 99. Instability alone does
 * not make a storm, so high needs a storm code, a lifted index of -3 or less, or CAPE from 1,000
 * with rain falling.
 */
export type LightningRisk = 'none' | 'low' | 'moderate' | 'high'

export interface InstabilityInput {
  weatherCode: number | null
  capeJkg: number | null
  liftedIndex: number | null
  precipitationMm: number | null
}

const thunderstormCodes: readonly number[] = [95, 96, 99]
const showerCodes: readonly number[] = [80, 81, 82]

export function lightningRisk({ weatherCode, capeJkg, liftedIndex, precipitationMm }: InstabilityInput): LightningRisk {
  const cape = capeJkg ?? 0
  if (weatherCode !== null && thunderstormCodes.includes(weatherCode)) return 'high'
  if (liftedIndex !== null && liftedIndex <= -3) return 'high'
  if (cape >= 1000 && (precipitationMm ?? 0) > 0) return 'high'
  if (cape >= 300 || (liftedIndex !== null && liftedIndex <= 0)) return 'moderate'
  if (weatherCode !== null && showerCodes.includes(weatherCode)) return 'moderate'
  if (cape >= 100) return 'low'
  return 'none'
}
