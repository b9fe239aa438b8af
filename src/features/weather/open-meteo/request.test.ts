import { describe, expect, it } from 'vitest'
import { defaultForecastUrl, forecastUrl } from './request'

const places = [
  { latitude: 52.2447, longitude: 6.0467, elevationM: 5.2 },
  { latitude: 53.1153, longitude: 4.8336, elevationM: 0.6 },
]

describe('the Open-Meteo request', () => {
  const url = new URL(forecastUrl(defaultForecastUrl, places))

  it('asks every location in one call, with its elevation', () => {
    expect(url.searchParams.get('latitude')).toBe('52.2447,53.1153')
    expect(url.searchParams.get('longitude')).toBe('6.0467,4.8336')
    expect(url.searchParams.get('elevation')).toBe('5.2,0.6')
  })

  it('asks metres per second, Amsterdam days, Unix time and the three models, KNMI first', () => {
    expect(url.searchParams.get('wind_speed_unit')).toBe('ms')
    expect(url.searchParams.get('timezone')).toBe('Europe/Amsterdam')
    expect(url.searchParams.get('timeformat')).toBe('unixtime')
    expect(url.searchParams.get('models')).toBe('knmi_seamless,icon_seamless,ecmwf_ifs025')
  })

  it('asks the surface, near-surface and pressure-level variables up to exit height', () => {
    const hourly = url.searchParams.get('hourly')?.split(',') ?? []
    for (const name of ['wind_gusts_10m', 'cape', 'lifted_index', 'visibility', 'wind_speed_180m', 'wind_speed_600hPa', 'geopotential_height_600hPa']) {
      expect(hourly).toContain(name)
    }
  })

  it('adds the API key of the commercial endpoint only when there is one', () => {
    expect(url.searchParams.has('apikey')).toBe(false)
    const paid = new URL(forecastUrl('https://customer-api.open-meteo.com/v1/forecast', places, 'k3y'))
    expect(paid.searchParams.get('apikey')).toBe('k3y')
  })
})
