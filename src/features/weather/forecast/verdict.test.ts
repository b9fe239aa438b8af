import { describe, expect, it } from 'vitest'
import { jumpRules } from '~/content/facts'
import { defaultJumpLimits } from './jump-limits'
import { judgeHour, reasonsOf, verdictOf, type HourConditions } from './verdict'

const fine: HourConditions = {
  windSpeedMs: 3,
  windGustsMs: 5,
  gustSpreadMs: 2,
  visibilityM: 20000,
  precipitationMm: 0,
  precipitationProbabilityPct: 5,
  lightningRisk: 'none',
  ceilingM: null,
  exitWindMs: 12,
  lowLevelShearMsPer300m: 1,
  isDay: true,
}

const tandem = defaultJumpLimits.tandem
const verdict = (changes: Partial<HourConditions>, limits = tandem) => verdictOf(judgeHour({ ...fine, ...changes }, limits))

describe('the FAQ minimums are hard rules', () => {
  it('passes 6.9 m/s of wind and stops at 7.0 m/s', () => {
    expect(jumpRules.weatherMinimums.windMetresPerSecond).toBe(7)
    expect(verdict({ windSpeedMs: 6.9 })).toBe('marginal')
    expect(verdict({ windSpeedMs: 7.0 })).toBe('no-go')
    expect(verdict({ windSpeedMs: 6.9 }, defaultJumpLimits.demonstration)).toBe('marginal')
    expect(verdict({ windSpeedMs: 7.0 }, defaultJumpLimits.demonstration)).toBe('no-go')
  })

  it('passes exactly 3.0 km of visibility and stops just under it', () => {
    expect(jumpRules.weatherMinimums.visibilityKm).toBe(3)
    expect(verdict({ visibilityM: 3000 })).toBe('marginal')
    expect(verdict({ visibilityM: 2900 })).toBe('no-go')
  })

  it('stops at any precipitation', () => {
    expect(verdict({ precipitationMm: 0 })).toBe('go')
    expect(verdict({ precipitationMm: 0.1 })).toBe('no-go')
  })
})

describe('the verdict of an hour', () => {
  it('is go when every criterion is inside its limits', () => {
    expect(verdict({})).toBe('go')
  })

  it('is at best marginal from the caution limits on', () => {
    expect(verdict({ windSpeedMs: 4.9 })).toBe('go')
    expect(verdict({ windSpeedMs: 5 })).toBe('marginal')
    expect(verdict({ precipitationProbabilityPct: 30 })).toBe('marginal')
    expect(verdict({ lowLevelShearMsPer300m: 5 })).toBe('marginal')
  })

  it('is no-go with a thunderstorm risk and marginal with a moderate one', () => {
    expect(verdict({ lightningRisk: 'high' })).toBe('no-go')
    expect(verdict({ lightningRisk: 'moderate' })).toBe('marginal')
  })

  it('is never go with strong gusts, a low cloud base or at night', () => {
    expect(verdict({ windGustsMs: 8 })).toBe('marginal')
    expect(verdict({ windGustsMs: 10 })).toBe('no-go')
    expect(verdict({ gustSpreadMs: 6 })).toBe('no-go')
    expect(verdict({ ceilingM: 2500 })).toBe('marginal')
    expect(verdict({ ceilingM: 1799 })).toBe('no-go')
    expect(verdict({ ceilingM: 1800 })).toBe('marginal')
    expect(verdict({ isDay: false })).toBe('no-go')
    expect(verdict({ isDay: false }, defaultJumpLimits.demonstration)).toBe('marginal')
  })

  it('judges students more strictly than tandems', () => {
    expect(verdict({ windSpeedMs: 6 })).toBe('marginal')
    expect(verdict({ windSpeedMs: 6 }, defaultJumpLimits.student)).toBe('no-go')
    expect(verdict({ visibilityM: 4000 }, defaultJumpLimits.student)).toBe('no-go')
  })

  it('is never go when the forecast lacks wind, visibility or precipitation', () => {
    expect(verdict({ visibilityM: null })).toBe('marginal')
  })
})

describe('reasons and margins', () => {
  it('name the value and the limit crossed, no-go first', () => {
    const reasons = reasonsOf(judgeHour({ ...fine, windSpeedMs: 9.1, windGustsMs: 8.5 }, tandem))
    expect(reasons).toEqual([
      { code: 'wind', value: 9.1, limit: 7, severity: 'no-go' },
      { code: 'gusts', value: 8.5, limit: 8, severity: 'marginal' },
    ])
  })

  it('give every criterion its margin to the no-go limit', () => {
    const criteria = judgeHour(fine, tandem)
    expect(criteria.find((criterion) => criterion.code === 'wind')).toMatchObject({ value: 3, limit: 7, margin: 4, status: 'go' })
    expect(criteria.find((criterion) => criterion.code === 'visibility')).toMatchObject({ margin: 17000 })
    expect(criteria.find((criterion) => criterion.code === 'precipitationProbability')).toMatchObject({ limit: null, marginalFrom: 30, margin: null })
  })

  it('has no reasons on a good hour', () => {
    expect(reasonsOf(judgeHour(fine, tandem))).toEqual([])
  })
})
