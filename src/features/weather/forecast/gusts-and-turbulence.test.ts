import { describe, expect, it } from 'vitest'
import { gustSpreadMs, turbulenceLevel } from './gusts-and-turbulence'

describe('gust spread', () => {
  it('is the gust above the mean wind, never negative', () => {
    expect(gustSpreadMs(11, 6)).toBe(5)
    expect(gustSpreadMs(4, 5)).toBe(0)
  })
})

describe('turbulence estimate', () => {
  // A METAR reports gusts when they are 10 kt (about 5 m/s) over the mean (AMS Glossary, "gust"):
  // from there the estimate says moderate.
  it.each([
    [0, 0, 'none'],
    [2.9, 1, 'none'],
    [3, 1, 'light'],
    [5, 1, 'moderate'],
    [8, 1, 'severe'],
    [1, 5, 'moderate'],
    [null, null, 'none'],
  ] as const)('spread %s and shear %s: %s', (spread, shear, level) => {
    expect(turbulenceLevel(spread, shear)).toBe(level)
  })
})
