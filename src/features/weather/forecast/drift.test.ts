import { describe, expect, it } from 'vitest'
import { freefallSeconds, jumpDrift } from './drift'
import { windProfile } from './wind-profile'

const tandem = { exitHeightM: 4000, openingHeightM: 1500 }

describe('freefall time', () => {
  // 12 s for the first 452 m (Green Harbor table), then 2,048 m at 53.6 m/s (USPA SIM 6-3):
  // about 50 s, the "50 seconden" Skydive Teuge quotes for its 4 km jumps.
  it('is about 50 s from 4,000 m to 1,500 m', () => {
    expect(freefallSeconds(tandem)).toBeCloseTo(50.2, 1)
  })
})

describe('drift', () => {
  // Worked example: 15 m/s from the west above 1,500 m and 8 m/s below: freefall 50 s x 15 m/s
  // = about 750 m east; canopy 1,500 m at 5 m/s = 300 s x 8 m/s = 2,400 m east.
  const profile = windProfile([
    { heightM: 0, speedMs: 8, directionDeg: 270 },
    { heightM: 1499, speedMs: 8, directionDeg: 270 },
    { heightM: 1501, speedMs: 15, directionDeg: 270 },
    { heightM: 4500, speedMs: 15, directionDeg: 270 },
  ])

  it('carries the jumper downwind in freefall and under canopy', () => {
    const result = jumpDrift(profile, tandem)
    expect(result?.freefall.east).toBeCloseTo(753, -1)
    expect(result?.freefall.north).toBeCloseTo(0, 6)
    expect(result?.canopy.distanceM).toBeCloseTo(2400, -1)
    expect(result?.total.towardsDeg).toBeCloseTo(90, 6)
  })

  it('is nothing in calm air and unknown when the winds do not reach exit height', () => {
    expect(jumpDrift(windProfile([{ heightM: 0, speedMs: 0, directionDeg: 0 }, { heightM: 5000, speedMs: 0, directionDeg: 0 }]), tandem)?.total.distanceM).toBe(0)
    expect(jumpDrift(windProfile([{ heightM: 0, speedMs: 5, directionDeg: 0 }, { heightM: 3000, speedMs: 9, directionDeg: 0 }]), tandem)).toBeNull()
  })
})
