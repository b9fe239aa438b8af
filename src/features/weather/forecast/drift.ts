import { windAt, type ProfilePoint } from './wind-profile'
import type { WindVector } from './wind-vector'

/**
 * Where the winds aloft carry a jumper, for spotting: freefall from exit to opening, then the
 * canopy ride to the ground, each the sum of wind x time over thin layers (the layer method of
 * skydivefundamentals.com, "Freefall drift: the calculations"). Fall speeds: belly-to-earth
 * terminal 53.6 m/s (120 mph, USPA SIM 6-3), reached after 452 m and 12 s (the Green Harbor
 * speed/distance table); canopy descent 5 m/s (about 1,000 ft/min).
 */
export interface JumpProfile {
  exitHeightM: number
  openingHeightM: number
}

export interface Drift {
  /** Metres east and north the jumper is carried (downwind). */
  east: number
  north: number
  distanceM: number
  /** Compass bearing the jumper is carried towards, degrees. */
  towardsDeg: number
}

export interface JumpDrift {
  freefall: Drift
  canopy: Drift
  /** Both together: the exit point lies this far upwind of the landing area. */
  total: Drift
}

const terminalMs = 53.6
const accelerationDropM = 452
const accelerationSeconds = 12
const canopyDescentMs = 5
const layerM = 100

function drift(east: number, north: number): Drift {
  const towardsDeg = (Math.atan2(east, north) * (180 / Math.PI) + 360) % 360
  return { east, north, distanceM: Math.hypot(east, north), towardsDeg: Math.hypot(east, north) === 0 ? 0 : towardsDeg }
}

/** Seconds since the start of the descent when the jumper has fallen this far. */
type Elapsed = (fallenM: number) => number

function carried(profile: readonly ProfilePoint[], fromM: number, toM: number, elapsed: Elapsed): WindVector | null {
  let east = 0
  let north = 0
  for (let top = fromM; top > toM; top -= layerM) {
    const bottom = Math.max(toM, top - layerM)
    const wind = windAt(profile, (top + bottom) / 2)
    if (!wind) return null
    const seconds = elapsed(fromM - bottom) - elapsed(fromM - top)
    east += wind.u * seconds
    north += wind.v * seconds
  }
  return { u: east, v: north }
}

const freefallElapsed: Elapsed = (fallenM) =>
  fallenM <= accelerationDropM ? (fallenM * accelerationSeconds) / accelerationDropM : accelerationSeconds + (fallenM - accelerationDropM) / terminalMs
const canopyElapsed: Elapsed = (fallenM) => fallenM / canopyDescentMs

/** Null when the profile does not reach exit height. */
export function jumpDrift(profile: readonly ProfilePoint[], jump: JumpProfile): JumpDrift | null {
  const freefall = carried(profile, jump.exitHeightM, jump.openingHeightM, freefallElapsed)
  const canopy = carried(profile, jump.openingHeightM, 0, canopyElapsed)
  if (!freefall || !canopy) return null
  return {
    freefall: drift(freefall.u, freefall.v),
    canopy: drift(canopy.u, canopy.v),
    total: drift(freefall.u + canopy.u, freefall.v + canopy.v),
  }
}

/** Seconds of freefall between the two heights, for the bulletin. */
export function freefallSeconds(jump: JumpProfile): number {
  return freefallElapsed(jump.exitHeightM - jump.openingHeightM)
}
