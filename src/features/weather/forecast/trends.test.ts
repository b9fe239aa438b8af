import { describe, expect, it } from 'vitest'
import { pressureSteadyWithinHpa, trendAt } from './trends'

describe('three-hour tendencies', () => {
  const pressure = [1015, 1014.5, 1013.8, 1013.9, 1012, 1010.5]

  it('looks three hours ahead', () => {
    expect(trendAt(pressure, 0, pressureSteadyWithinHpa)).toEqual({ trend: 'falling', change: 1013.9 - 1015 })
    expect(trendAt(pressure, 1, pressureSteadyWithinHpa)?.trend).toBe('falling')
  })

  it('calls a change under 1 hPa steady', () => {
    expect(trendAt([1010, 1010, 1010, 1010.9], 0, pressureSteadyWithinHpa)?.trend).toBe('steady')
    expect(trendAt([1010, 1010, 1010, 1011], 0, pressureSteadyWithinHpa)?.trend).toBe('rising')
  })

  it('looks back at the end of the forecast and gives nothing without data', () => {
    expect(trendAt(pressure, 5, pressureSteadyWithinHpa)?.change).toBeCloseTo(1010.5 - 1013.8, 6)
    expect(trendAt([1010, 1011, 1012, null], 0, pressureSteadyWithinHpa)).toBeNull()
    expect(trendAt([1010], 0, pressureSteadyWithinHpa)).toBeNull()
  })
})
