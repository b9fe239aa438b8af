/**
 * Cloud heights and kinds from the model's cloud cover by level (low up to 3 km, mid 3-8 km, high
 * above 8 km) and the spread between temperature and dew point.
 */

/** AMS Glossary, "dewpoint formula": about 125 m of height per °C of spread (convective cloud). */
const metresPerDegreeSpread = 125
const lowLayerTopM = 3000
const midLayerBaseM = 3000
const highLayerBaseM = 8000
/** Broken: 5 oktas or more. */
const brokenPct = 62.5

/** Estimated base of convective cloud above ground, from the surface spread. */
export function cloudBaseM(temperatureC: number, dewPointC: number): number {
  return Math.max(0, temperatureC - dewPointC) * metresPerDegreeSpread
}

export interface CloudLayers {
  lowPct: number | null
  midPct: number | null
  highPct: number | null
}

/**
 * Ceiling: the base of the lowest layer with broken or overcast cover, above ground; null when no
 * layer is broken. A broken low layer sits at the spread's cloud base (at most the layer's top).
 */
export function ceilingM(layers: CloudLayers, cloudBase: number): number | null {
  if ((layers.lowPct ?? 0) >= brokenPct) return Math.min(cloudBase, lowLayerTopM)
  if ((layers.midPct ?? 0) >= brokenPct) return midLayerBaseM
  if ((layers.highPct ?? 0) >= brokenPct) return highLayerBaseM
  return null
}

export type CloudType =
  | 'fog'
  | 'stratus'
  | 'stratocumulus'
  | 'cumulus'
  | 'cumulonimbus'
  | 'altostratus'
  | 'altocumulus'
  | 'cirrostratus'
  | 'cirrus'

export interface CloudTypeInput extends CloudLayers {
  /** Temperature minus dew point at 2 m, °C. */
  spreadC: number
  weatherCode: number | null
  capeJkg: number | null
}

const present = 10
const extensive = 50

function lowCloudType({ lowPct, spreadC, weatherCode, capeJkg }: CloudTypeInput): CloudType | null {
  if (weatherCode === 45 || weatherCode === 48) return 'fog'
  if (weatherCode === 95 || weatherCode === 96 || weatherCode === 99) return 'cumulonimbus'
  if ((lowPct ?? 0) < present) return null
  const showers = weatherCode !== null && weatherCode >= 80 && weatherCode <= 86
  if (showers || (capeJkg ?? 0) >= 300) return 'cumulus'
  if (spreadC < 2 && (lowPct ?? 0) >= extensive) return 'stratus'
  return 'stratocumulus'
}

/** The likely cloud kinds, lowest first. A heuristic by level; it names no kind a model cannot support. */
export function cloudTypes(input: CloudTypeInput): CloudType[] {
  const types: CloudType[] = []
  const low = lowCloudType(input)
  if (low) types.push(low)
  if ((input.midPct ?? 0) >= present) types.push((input.midPct ?? 0) >= extensive ? 'altostratus' : 'altocumulus')
  if ((input.highPct ?? 0) >= present) types.push((input.highPct ?? 0) >= extensive ? 'cirrostratus' : 'cirrus')
  return types
}
