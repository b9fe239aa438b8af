import { describe, expect, it } from 'vitest'
import { uvCategory } from './uv'

// Environment and Climate Change Canada, "UV index and sun safety": Low (0-2), Moderate (3-5),
// High (6-7), Very High (8-10), Extreme (11+); the same table as the WHO's.
describe('UV index categories', () => {
  it.each([
    [0, 'low'],
    [2.4, 'low'],
    [2.5, 'moderate'],
    [5, 'moderate'],
    [6, 'high'],
    [7, 'high'],
    [8, 'very-high'],
    [10, 'very-high'],
    [11, 'extreme'],
  ] as const)('%s is %s', (index, category) => {
    expect(uvCategory(index)).toBe(category)
  })
})
