import { describe, expect, it } from 'vitest'
import { apparentTemperatureC, feelsLikeC, windChillC } from './feels-like'

describe('wind chill (JAG/TI 2001)', () => {
  // Environment Canada's wind chill chart (msc.ec.gc.ca/education/windchill, archived 2006),
  // whole degrees.
  it.each([
    [5, 5, 4],
    [0, 10, -3],
    [-10, 20, -18],
    [-25, 20, -37],
    [5, 30, 0],
    [-20, 80, -38],
  ])('%s °C with %s km/h reads %s on the chart', (temperature, wind, chart) => {
    expect(Math.round(windChillC(temperature, wind))).toBe(chart)
  })
})

describe('apparent temperature (BoM, Steadman 1994)', () => {
  // AT = Ta + 0.33 e - 0.70 ws - 4.00 (bom.gov.au/info/thermal_stress): 25 °C, 50 %, 3 m/s -> e =
  // 15.79 hPa -> 24.1 °C; 10 °C, 80 %, 5 m/s -> 5.7 °C.
  it('matches the worked values', () => {
    expect(apparentTemperatureC(25, 50, 3)).toBeCloseTo(24.1, 1)
    expect(apparentTemperatureC(10, 80, 5)).toBeCloseTo(5.7, 1)
  })
})

describe('feels like', () => {
  it('uses wind chill when it is cold and windy', () => {
    expect(feelsLikeC(0, 80, 10 / 3.6, 1)).toBeCloseTo(windChillC(0, 10), 6)
  })

  it('uses the model apparent temperature when it is mild', () => {
    expect(feelsLikeC(20, 60, 4, 18.3)).toBe(18.3)
  })

  it('falls back to the BoM formula without a model value', () => {
    expect(feelsLikeC(25, 50, 3, null)).toBeCloseTo(24.1, 1)
  })

  it('leaves calm cold air to the apparent temperature (wind chill needs more than 4.8 km/h)', () => {
    expect(feelsLikeC(5, 80, 1, 3.2)).toBe(3.2)
  })
})
