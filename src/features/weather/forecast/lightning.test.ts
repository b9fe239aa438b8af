import { describe, expect, it } from 'vitest'
import { lightningRisk } from './lightning'

const calm = { weatherCode: 1, capeJkg: 20, liftedIndex: 6, precipitationMm: 0 }

describe('lightning risk', () => {
  it('is none in a stable atmosphere', () => {
    expect(lightningRisk(calm)).toBe('none')
  })

  it('is high with a thunderstorm code (WMO 4677: 95, 96, 99)', () => {
    for (const weatherCode of [95, 96, 99]) expect(lightningRisk({ ...calm, weatherCode })).toBe('high')
  })

  // Lifted index: 0 to -3 weak to moderate storms, -3 to -6 strong (meteopt.com; vizcayawx).
  it('is high from a lifted index of -3, moderate from 0', () => {
    expect(lightningRisk({ ...calm, liftedIndex: -3 })).toBe('high')
    expect(lightningRisk({ ...calm, liftedIndex: -2.9 })).toBe('moderate')
    expect(lightningRisk({ ...calm, liftedIndex: 0 })).toBe('moderate')
  })

  // CAPE: below 300 stable, 300-1,000 marginally unstable, 1,000-2,500 moderately unstable
  // (University of Kentucky Ag Weather Center, wwwagwx.ca.uky.edu/cape.html).
  it('grades CAPE, and needs rain for CAPE alone to be high', () => {
    expect(lightningRisk({ ...calm, capeJkg: 299 })).toBe('low')
    expect(lightningRisk({ ...calm, capeJkg: 300 })).toBe('moderate')
    expect(lightningRisk({ ...calm, capeJkg: 1500 })).toBe('moderate')
    expect(lightningRisk({ ...calm, capeJkg: 1000, precipitationMm: 0.2 })).toBe('high')
  })

  it('counts showers as moderate and missing values as nothing', () => {
    expect(lightningRisk({ ...calm, weatherCode: 81 })).toBe('moderate')
    expect(lightningRisk({ weatherCode: null, capeJkg: null, liftedIndex: null, precipitationMm: null })).toBe('none')
  })
})
