import { describe, expect, it } from 'vitest'
import { windAt, windProfile, windsAloft } from './wind-profile'

const profile = windProfile([
  { heightM: 1500, speedMs: 15, directionDeg: 270 },
  { heightM: 10, speedMs: 5, directionDeg: 270 },
  { heightM: 4200, speedMs: 25, directionDeg: 270 },
  { heightM: 800, speedMs: Number.NaN, directionDeg: 270 },
])

describe('the wind profile', () => {
  it('sorts by height and drops missing winds', () => {
    expect(profile.map((point) => point.heightM)).toEqual([10, 1500, 4200])
  })

  it('interpolates linearly in height', () => {
    expect(windAt(profile, 755)?.u).toBeCloseTo(10, 6)
  })

  it('holds the lowest wind below the lowest point and gives nothing above the top', () => {
    expect(windAt(profile, 0)?.u).toBeCloseTo(5, 6)
    expect(windAt(profile, 5000)).toBeNull()
    expect(windAt([], 100)).toBeNull()
  })

  it('gives the winds aloft up to exit height where the profile reaches', () => {
    const table = windsAloft(profile)
    expect(table.map((row) => row.altitudeM)).toEqual([300, 600, 1000, 1500, 2000, 2500, 3000, 4000])
    expect(table.at(-1)?.speedMs).toBeCloseTo(15 + (10 * 2500) / 2700, 6)
    expect(table.at(-1)?.directionDeg).toBeCloseTo(270, 6)
    expect(windsAloft(windProfile([{ heightM: 10, speedMs: 3, directionDeg: 90 }, { heightM: 1000, speedMs: 6, directionDeg: 90 }]))).toHaveLength(3)
  })
})
