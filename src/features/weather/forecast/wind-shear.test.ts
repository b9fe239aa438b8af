import { describe, expect, it } from 'vitest'
import { windProfile } from './wind-profile'
import { windShear } from './wind-shear'

describe('wind shear', () => {
  it('is zero in a uniform wind', () => {
    const shear = windShear(windProfile([{ heightM: 10, speedMs: 8, directionDeg: 250 }, { heightM: 4500, speedMs: 8, directionDeg: 250 }]))
    expect(shear.lowLevelMsPer300m).toBeCloseTo(0, 6)
    expect(shear.maxMsPer300m).toBeCloseTo(0, 6)
  })

  it('counts a turn of direction without a change of speed', () => {
    // 5 m/s from the north at 10 m, 5 m/s from the south at 300 m: 10 m/s over 290 m.
    const shear = windShear(windProfile([{ heightM: 10, speedMs: 5, directionDeg: 0 }, { heightM: 300, speedMs: 5, directionDeg: 180 }]))
    expect(shear.lowLevelMsPer300m).toBeCloseTo((10 * 300) / 290, 6)
  })

  it('finds the layer with the largest shear', () => {
    const shear = windShear(
      windProfile([
        { heightM: 10, speedMs: 4, directionDeg: 270 },
        { heightM: 1500, speedMs: 6, directionDeg: 270 },
        { heightM: 2000, speedMs: 16, directionDeg: 270 },
        { heightM: 4500, speedMs: 18, directionDeg: 270 },
      ]),
    )
    expect(shear.maxLayerM).toEqual([1500, 2000])
    expect(shear.maxMsPer300m).toBeCloseTo(6, 6)
  })

  it('is unknown without winds above the ground', () => {
    expect(windShear(windProfile([{ heightM: 10, speedMs: 4, directionDeg: 270 }])).lowLevelMsPer300m).toBeNull()
    expect(windShear([])).toEqual({ lowLevelMsPer300m: null, maxMsPer300m: null, maxLayerM: null })
  })
})
