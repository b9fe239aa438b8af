import { describe, expect, it } from 'vitest'
import { validateWeatherSearch } from './weather-search'

describe('the weather page URL', () => {
  it('keeps a location slug', () => {
    expect(validateWeatherSearch({ location: 'den-haag' })).toEqual({ location: 'den-haag' })
  })

  it('drops anything that cannot be a slug', () => {
    expect(validateWeatherSearch({ location: '<script>' })).toEqual({})
    expect(validateWeatherSearch({ location: 12 })).toEqual({})
    expect(validateWeatherSearch({})).toEqual({})
  })
})
