import { describe, expect, it } from 'vitest'
import { jumpRules } from '~/content/facts'
import { defaultJumpLimits, jumpTypes, resolveJumpLimits } from './jump-limits'

describe('jump limits', () => {
  it('never allow more wind or less visibility than the FAQ promises', () => {
    for (const type of jumpTypes) {
      expect(defaultJumpLimits[type].windNoGoMs).toBeLessThanOrEqual(jumpRules.weatherMinimums.windMetresPerSecond)
      expect(defaultJumpLimits[type].visibilityNoGoM).toBeGreaterThanOrEqual(jumpRules.weatherMinimums.visibilityKm * 1000)
    }
  })

  it('are stricter for students than for tandems', () => {
    expect(defaultJumpLimits.student.windNoGoMs).toBeLessThan(defaultJumpLimits.tandem.windNoGoMs)
    expect(defaultJumpLimits.student.gustNoGoMs).toBeLessThan(defaultJumpLimits.tandem.gustNoGoMs)
  })

  it('take a staff override that tightens a limit', () => {
    const limits = resolveJumpLimits('{"student": {"windNoGoMs": 5, "windMarginalMs": 3}}')
    expect(limits.student.windNoGoMs).toBe(5)
    expect(limits.student.windMarginalMs).toBe(3)
    expect(limits.tandem).toEqual(defaultJumpLimits.tandem)
  })

  it('hold an override that loosens a FAQ minimum to the minimum', () => {
    const limits = resolveJumpLimits('{"tandem": {"windNoGoMs": 12, "windMarginalMs": 9, "visibilityNoGoM": 1000}}')
    expect(limits.tandem.windNoGoMs).toBe(jumpRules.weatherMinimums.windMetresPerSecond)
    expect(limits.tandem.windMarginalMs).toBe(jumpRules.weatherMinimums.windMetresPerSecond)
    expect(limits.tandem.visibilityNoGoM).toBe(jumpRules.weatherMinimums.visibilityKm * 1000)
  })

  it('ignore an override that is not valid JSON or names unknown limits wrongly', () => {
    expect(resolveJumpLimits('not json')).toEqual(defaultJumpLimits)
    expect(resolveJumpLimits('{"tandem": {"windNoGoMs": "high"}}')).toEqual(defaultJumpLimits)
    expect(resolveJumpLimits(undefined)).toEqual(defaultJumpLimits)
  })
})
