/**
 * Wind as a vector. Meteorological direction is where the wind comes FROM, clockwise from north;
 * u points east and v north (u = -V sin(dir), v = -V cos(dir)), the convention of Open-Meteo's
 * `Meteorology.uWind` / `vWind`.
 */
export interface WindVector {
  u: number
  v: number
}

export interface Wind {
  speedMs: number
  directionDeg: number
}

const radians = Math.PI / 180

export function toVector({ speedMs, directionDeg }: Wind): WindVector {
  return { u: -speedMs * Math.sin(directionDeg * radians), v: -speedMs * Math.cos(directionDeg * radians) }
}

export function fromVector({ u, v }: WindVector): Wind {
  const speedMs = Math.hypot(u, v)
  if (speedMs === 0) return { speedMs: 0, directionDeg: 0 }
  const directionDeg = (Math.atan2(-u, -v) / radians + 360) % 360
  return { speedMs, directionDeg }
}

/** Length of the difference of two winds: what a jumper feels crossing from one to the other. */
export function vectorDifference(a: WindVector, b: WindVector): number {
  return Math.hypot(a.u - b.u, a.v - b.v)
}
