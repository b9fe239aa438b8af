import { describe, expect, it } from 'vitest'
import { fromVector, toVector, vectorDifference } from './wind-vector'

describe('wind vectors', () => {
  it('points a westerly wind east and a northerly wind south', () => {
    const west = toVector({ speedMs: 10, directionDeg: 270 })
    expect(west.u).toBeCloseTo(10, 6)
    expect(west.v).toBeCloseTo(0, 6)
    const north = toVector({ speedMs: 5, directionDeg: 0 })
    expect(north.v).toBeCloseTo(-5, 6)
  })

  it('turns a vector back into speed and direction', () => {
    for (const directionDeg of [0, 45, 135, 225, 315]) {
      const wind = fromVector(toVector({ speedMs: 7, directionDeg }))
      expect(wind.speedMs).toBeCloseTo(7, 6)
      expect(wind.directionDeg).toBeCloseTo(directionDeg, 6)
    }
  })

  it('measures a change of direction as well as of speed', () => {
    expect(vectorDifference(toVector({ speedMs: 5, directionDeg: 0 }), toVector({ speedMs: 5, directionDeg: 180 }))).toBeCloseTo(10, 6)
  })
})
