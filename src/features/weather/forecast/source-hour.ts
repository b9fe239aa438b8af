import type { ModelSurface } from './model-agreement'

/**
 * One hour of the forecast as the provider gave it, in SI units, before anything is derived:
 * what the cache keeps. Missing values are null (a model without the variable).
 */
export interface LevelWind {
  pressureHpa: number
  /** Geopotential height above sea level, metres. */
  heightAmslM: number | null
  speedMs: number | null
  directionDeg: number | null
  temperatureC: number | null
}

export interface NearSurfaceWind {
  /** Above the ground, metres. */
  heightM: number
  speedMs: number | null
  directionDeg: number | null
}

export interface SourceHour {
  epochMs: number
  temperatureC: number | null
  relativeHumidityPct: number | null
  dewPointC: number | null
  apparentTemperatureC: number | null
  pressureMslHpa: number | null
  surfacePressureHpa: number | null
  cloudCoverPct: number | null
  cloudCoverLowPct: number | null
  cloudCoverMidPct: number | null
  cloudCoverHighPct: number | null
  visibilityM: number | null
  windSpeedMs: number | null
  windDirectionDeg: number | null
  windGustsMs: number | null
  nearSurfaceWinds: NearSurfaceWind[]
  levels: LevelWind[]
  precipitationMm: number | null
  precipitationProbabilityPct: number | null
  weatherCode: number | null
  capeJkg: number | null
  liftedIndex: number | null
  freezingLevelM: number | null
  uvIndex: number | null
  isDay: boolean | null
  /** Each model's own surface figures, for the agreement figure. */
  models: ModelSurface[]
}

export interface SourceForecast {
  latitude: number
  longitude: number
  hours: SourceHour[]
}
