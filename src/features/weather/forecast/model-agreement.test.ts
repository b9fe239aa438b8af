import { describe, expect, it } from 'vitest'
import { defaultJumpLimits } from './jump-limits'
import { modelAgreement, type ModelSurface } from './model-agreement'

const surface = (model: string, windSpeedMs: number | null, precipitationMm = 0): ModelSurface => ({
  model,
  windSpeedMs,
  windGustsMs: windSpeedMs === null ? null : windSpeedMs + 1.5,
  precipitationMm,
  visibilityM: 30000,
})

describe('model agreement', () => {
  it('is high when every model gives the same verdict and close winds', () => {
    const agreement = modelAgreement([surface('knmi', 3), surface('icon', 3.5), surface('ecmwf', 2.8)], defaultJumpLimits.tandem)
    expect(agreement).toMatchObject({ agreeing: 3, models: 3, windSpreadMs: 0.7, level: 'high' })
  })

  it('is medium when one model of three disagrees', () => {
    const agreement = modelAgreement([surface('knmi', 3), surface('icon', 3.5), surface('ecmwf', 3.2, 0.4)], defaultJumpLimits.tandem)
    expect(agreement).toMatchObject({ agreeing: 2, models: 3, level: 'medium' })
  })

  it('is low when the winds are 4 m/s apart or no verdict has two thirds', () => {
    expect(modelAgreement([surface('knmi', 2), surface('icon', 6.1), surface('ecmwf', 3)], defaultJumpLimits.tandem)?.level).toBe('low')
    expect(modelAgreement([surface('knmi', 2), surface('icon', 5.5), surface('ecmwf', 2, 1)], defaultJumpLimits.tandem)?.level).toBe('low')
  })

  it('needs two models with a wind', () => {
    expect(modelAgreement([surface('knmi', 3), surface('icon', null)], defaultJumpLimits.tandem)).toBeNull()
  })
})
