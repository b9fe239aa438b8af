import { describe, expect, it } from 'vitest'
import { pressureAltitudeFt, standardHeightM } from './pressure-height'

describe('standard heights of pressure levels', () => {
  // ICAO standard atmosphere (ICAO Doc 7488): 850 hPa 1,457 m, 700 hPa 3,012 m, 600 hPa 4,206 m,
  // 500 hPa 5,574 m.
  it.each([
    [1013.25, 0],
    [850, 1457],
    [700, 3012],
    [600, 4206],
    [500, 5574],
  ])('%s hPa lies at %s m', (pressure, height) => {
    expect(standardHeightM(pressure)).toBeCloseTo(height, -1)
  })
})

describe('pressure altitude (NWS)', () => {
  // Teuge (17 ft) at QNH 1013.25 has a station pressure of 1012.63 hPa, a pressure altitude of 17 ft.
  it('is the field elevation in a standard atmosphere', () => {
    expect(pressureAltitudeFt(1012.63)).toBeCloseTo(17, 0)
  })

  it('rises about 27 ft per hPa below standard', () => {
    expect(pressureAltitudeFt(1003.25) - pressureAltitudeFt(1013.25)).toBeCloseTo(273, -1)
  })
})
