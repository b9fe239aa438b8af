import { describe, expect, it } from 'vitest'
import { dewPointC } from './dew-point'

// Alduchov & Eskridge (1996), "Improved Magnus Form Approximation of Saturation Vapor Pressure",
// J. Appl. Meteor. 35, 601; reference dew points as tabulated by the Magnus form (the Sonntag
// 1990 set gives the same values to 0.02 °C).
describe('dew point (Magnus)', () => {
  it.each([
    [20, 50, 9.26],
    [30, 70, 23.93],
    [10, 90, 8.43],
    [0, 80, -3.04],
  ])('%s °C at %s %% gives %s °C', (temperature, humidity, expected) => {
    expect(dewPointC(temperature, humidity)).toBeCloseTo(expected, 1)
  })

  it('equals the temperature in saturated air', () => {
    expect(dewPointC(12, 100)).toBeCloseTo(12, 6)
  })
})
