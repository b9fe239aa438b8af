import type { CloudType } from './clouds'
import type { TurbulenceLevel } from './gusts-and-turbulence'
import type { JumpType } from './jump-limits'
import type { LightningRisk } from './lightning'
import type { AgreementLevel } from './model-agreement'
import type { TrendValue } from './trends'
import type { UvCategory } from './uv'
import type { HourCriterion, Reason, Verdict } from './verdict'
import type { WindAloft } from './wind-profile'
import type { WindShear } from './wind-shear'

/** One hour of the dashboard: the provider's figures, what is derived from them and the verdict. */
export interface WeatherHour {
  /** ISO 8601 in Amsterdam time with its offset, e.g. 2026-07-01T14:00:00+02:00. */
  time: string
  temperatureC: number | null
  feelsLikeC: number | null
  dewPointC: number | null
  humidityPct: number | null
  /** Mean sea-level pressure (QNH-like). */
  pressureHpa: number | null
  windSpeedMs: number | null
  windDirectionDeg: number | null
  windGustsMs: number | null
  gustSpreadMs: number | null
  windsAloft: WindAloft[]
  visibilityM: number | null
  cloudCoverPct: number | null
  cloudCoverLowPct: number | null
  cloudCoverMidPct: number | null
  cloudCoverHighPct: number | null
  /** Estimated base of convective cloud above the ground. */
  cloudBaseM: number | null
  /** Base of the lowest broken or overcast layer above the ground; null when none is. */
  ceilingM: number | null
  cloudTypes: CloudType[]
  densityAltitudeM: number | null
  windShear: WindShear
  turbulence: TurbulenceLevel
  lightningRisk: LightningRisk
  capeJkg: number | null
  liftedIndex: number | null
  weatherCode: number | null
  precipitationMm: number | null
  precipitationProbabilityPct: number | null
  uvIndex: number | null
  uvCategory: UvCategory | null
  freezingLevelM: number | null
  isDay: boolean | null
  pressureTrend: TrendValue | null
  windTrend: TrendValue | null
  /** Where the winds carry a jumper of this jump type (freefall, canopy, both). */
  drift: { freefall: DriftLeg; canopy: DriftLeg; total: DriftLeg } | null
  modelAgreement: HourAgreement | null
  /** The verdict and its reasons for the jump type asked. */
  verdict: Verdict
  reasons: Reason[]
  /** Every criterion with its margin to the no-go limit; the limits are in the answer's `limits`. */
  criteria: HourCriterion[]
  /** The verdict of every jump type. */
  verdicts: Record<JumpType, Verdict>
}

export interface DriftLeg {
  distanceM: number
  /** Compass bearing the jumper is carried towards. */
  towardsDeg: number
}

export interface HourAgreement {
  agreeing: number
  models: number
  windSpreadMs: number | null
  level: AgreementLevel
  /** Each model's own verdict. */
  verdicts: Record<string, Verdict>
}
