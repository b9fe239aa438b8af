import { describe, expect, it } from 'vitest'
import { cities } from './cities'
import { findWeatherLocation, weatherLocations } from './weather-locations'

describe('the weather locations', () => {
  it('start with the base near Apeldoorn', () => {
    expect(weatherLocations[0]).toMatchObject({ slug: 'teuge', kind: 'base', icao: 'EHTE' })
    expect(weatherLocations.filter((location) => location.kind === 'base')).toHaveLength(1)
  })

  it('hold every city of the city pages under its own slug and names', () => {
    const cityLocations = weatherLocations.filter((location) => location.kind === 'city')
    expect(cityLocations.map((location) => location.slug)).toEqual(cities.map((city) => city.slug))
    expect(findWeatherLocation('den-haag')?.name).toEqual({ en: 'The Hague', nl: 'Den Haag' })
  })

  it('have unique URL-safe slugs and positions inside the Netherlands', () => {
    const slugs = weatherLocations.map((location) => location.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const location of weatherLocations) {
      expect(location.slug).toMatch(/^[a-z0-9-]+$/)
      expect(location.latitude).toBeGreaterThan(50.7)
      expect(location.latitude).toBeLessThan(53.6)
      expect(location.longitude).toBeGreaterThan(3.3)
      expect(location.longitude).toBeLessThan(7.3)
      expect(Math.abs(location.elevationM)).toBeLessThan(100)
    }
  })

  it('finds nothing for an unknown or missing slug', () => {
    expect(findWeatherLocation('atlantis')).toBeUndefined()
    expect(findWeatherLocation(undefined)).toBeUndefined()
  })
})
