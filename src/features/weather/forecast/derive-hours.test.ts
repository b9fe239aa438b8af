import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseForecastBody } from '../open-meteo/parse'
import { deriveHours } from './derive-hours'
import { defaultJumpLimits } from './jump-limits'

const source = (name: string) =>
  parseForecastBody(readFileSync(new URL(`../../../../tests/fixtures/open-meteo/${name}.json`, import.meta.url), 'utf8'), 1)[0]!.hours

/** 15 June 2026 at the given Amsterdam hour (CEST). */
const at = (hour: number) => Date.UTC(2026, 5, 14, 22 + hour)
const hourOf = (name: string, hour: number, jumpType: 'tandem' | 'student' | 'demonstration' = 'tandem') =>
  deriveHours(source(name), { elevationM: 5.2, limits: defaultJumpLimits, jumpType, fromMs: at(hour), count: 48 })[0]!

describe('deriving the hours of a forecast', () => {
  it('starts at the hour that contains now, in Amsterdam time, and stops at the count', () => {
    const hours = deriveHours(source('good-day'), { elevationM: 5.2, limits: defaultJumpLimits, jumpType: 'tandem', fromMs: at(13) + 25 * 60_000, count: 48 })
    expect(hours[0]?.time).toBe('2026-06-15T13:00:00+02:00')
    expect(hours).toHaveLength(48)
    expect(deriveHours(source('good-day'), { elevationM: 5.2, limits: defaultJumpLimits, jumpType: 'tandem', fromMs: at(80), count: 48 })).toEqual([])
  })

  it('gives a good summer afternoon go, with winds aloft to exit height and a drift', () => {
    const hour = hourOf('good-day', 14)
    expect(hour.verdict).toBe('go')
    expect(hour.reasons).toEqual([])
    expect(hour.windsAloft.at(-1)?.altitudeM).toBe(4000)
    expect(hour.drift?.total.distanceM).toBeGreaterThan(1000)
    expect(hour.modelAgreement?.level).toBe('high')
    expect(hour.verdicts).toEqual({ tandem: 'go', student: 'go', demonstration: 'go' })
  })

  it('gives the night no-go', () => {
    expect(hourOf('good-day', 2).reasons.map((reason) => reason.code)).toContain('night')
  })

  it('gives a windy day no-go on the wind, the gusts and the exit wind, with low model agreement', () => {
    const hour = hourOf('windy', 14)
    expect(hour.verdict).toBe('no-go')
    expect(hour.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['wind', 'gusts', 'exitWind']))
    expect(hour.modelAgreement?.level).toBe('low')
  })

  it('gives a wet day no-go on precipitation and the next day go', () => {
    expect(hourOf('wet', 14).reasons[0]).toMatchObject({ code: 'precipitation', limit: 0, severity: 'no-go' })
    expect(hourOf('wet', 24 + 24 + 13).verdict).toBe('go')
  })

  it('gives a thunderstorm afternoon no-go and its morning marginal', () => {
    expect(hourOf('thunderstorm', 15).reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['thunderstorm', 'precipitation']))
    expect(hourOf('thunderstorm', 15).lightningRisk).toBe('high')
    expect(hourOf('thunderstorm', 9).verdict).toBe('marginal')
  })

  it('gives low cloud no-go on the cloud base, with stratus or fog', () => {
    const hour = hourOf('low-cloud', 14)
    expect(hour.reasons.map((reason) => reason.code)).toContain('cloudBase')
    expect(hour.ceilingM).toBeLessThan(200)
    expect(hourOf('low-cloud', 8).cloudTypes).toContain('fog')
    expect(hourOf('low-cloud', 8).reasons.map((reason) => reason.code)).toContain('visibility')
  })
})
