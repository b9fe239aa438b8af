import { describe, expect, it } from 'vitest'
import { densityAltitudeFt, densityAltitudeM } from './density-altitude'

describe('density altitude', () => {
  // Rule of thumb DA = PA + 118.8 ft x (OAT - ISA), ISA = 15 - 1.98 x PA/1000
  // (liquisearch.com/density_altitude/calculation). Teuge, PA 17 ft, 30 °C: 1,803 ft.
  it('gives 1,803 ft at Teuge on a 30 °C day', () => {
    expect(densityAltitudeFt(17, 30)).toBeCloseTo(1803, -1)
  })

  // Same source, second worked case: QNH 1005 hPa gives PA 243 ft; at 25 °C the rule gives 1,488 ft.
  it('gives 1,488 ft at 243 ft pressure altitude and 25 °C', () => {
    expect(densityAltitudeFt(243, 25)).toBeCloseTo(1488, -1)
  })

  it('equals the pressure altitude at the standard temperature', () => {
    expect(densityAltitudeFt(1000, 15 - 1.98)).toBeCloseTo(1000, 6)
  })

  it('converts to metres from the station pressure', () => {
    expect(densityAltitudeM(1012.63, 30)).toBeCloseTo(1803 * 0.3048, -1)
  })
})
