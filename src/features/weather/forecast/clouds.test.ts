import { describe, expect, it } from 'vitest'
import { ceilingM, cloudBaseM, cloudTypes } from './clouds'

describe('cloud base from the spread', () => {
  // AMS Glossary of Meteorology, "Dewpoint formula": H = 0.125 km per °C of (T - Td). A 10 °C
  // spread gives 1,250 m (the FAA PHAK's 2.5 °C per 1,000 ft gives 1,219 m).
  it.each([
    [20, 10, 1250],
    [15, 10, 625],
    [8, 8, 0],
  ])('%s °C over a dew point of %s °C: %s m', (temperature, dewPoint, base) => {
    expect(cloudBaseM(temperature, dewPoint)).toBeCloseTo(base, 6)
  })

  it('never goes below the ground', () => {
    expect(cloudBaseM(5, 6)).toBe(0)
  })
})

describe('ceiling', () => {
  it('is the low cloud base when the low layer is broken (5 oktas = 62.5 %)', () => {
    expect(ceilingM({ lowPct: 62.5, midPct: 0, highPct: 0 }, 800)).toBe(800)
    expect(ceilingM({ lowPct: 62, midPct: 0, highPct: 0 }, 800)).toBeNull()
  })

  it('caps the low base at the top of the low layer', () => {
    expect(ceilingM({ lowPct: 90, midPct: 0, highPct: 0 }, 4500)).toBe(3000)
  })

  it('falls to the mid and high layers in turn', () => {
    expect(ceilingM({ lowPct: 20, midPct: 80, highPct: 100 }, 800)).toBe(3000)
    expect(ceilingM({ lowPct: 20, midPct: 20, highPct: 100 }, 800)).toBe(8000)
    expect(ceilingM({ lowPct: null, midPct: null, highPct: null }, 800)).toBeNull()
  })
})

describe('cloud types by level', () => {
  const clear = { lowPct: 0, midPct: 0, highPct: 0, spreadC: 8, weatherCode: 0, capeJkg: 0 }

  it('names nothing in a clear sky', () => {
    expect(cloudTypes(clear)).toEqual([])
  })

  it('names fog and thunderstorm cloud from the weather code', () => {
    expect(cloudTypes({ ...clear, weatherCode: 45 })).toEqual(['fog'])
    expect(cloudTypes({ ...clear, lowPct: 70, weatherCode: 95 })).toEqual(['cumulonimbus'])
  })

  it('tells stratus from cumulus by the spread and the instability', () => {
    expect(cloudTypes({ ...clear, lowPct: 90, spreadC: 1 })).toEqual(['stratus'])
    expect(cloudTypes({ ...clear, lowPct: 40, capeJkg: 500 })).toEqual(['cumulus'])
    expect(cloudTypes({ ...clear, lowPct: 40 })).toEqual(['stratocumulus'])
  })

  it('lists the layers lowest first', () => {
    expect(cloudTypes({ ...clear, lowPct: 30, midPct: 60, highPct: 20 })).toEqual(['stratocumulus', 'altostratus', 'cirrus'])
  })
})
