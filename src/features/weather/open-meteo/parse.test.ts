import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ForecastFormatError, parseForecastBody } from './parse'

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/open-meteo/${name}.json`, import.meta.url), 'utf8')

describe('reading an Open-Meteo answer', () => {
  const [forecast] = parseForecastBody(fixture('good-day'), 1)

  it('reads every hour with Unix times in milliseconds', () => {
    expect(forecast?.hours).toHaveLength(72)
    expect(forecast?.hours[0]?.epochMs).toBe(Date.UTC(2026, 5, 14, 22))
    expect(forecast?.hours[1]?.epochMs).toBe(Date.UTC(2026, 5, 14, 23))
  })

  it('takes each value from KNMI first and fills what KNMI lacks from ICON', () => {
    const body = JSON.parse(fixture('good-day'))
    const hour = forecast!.hours[14]!
    expect(hour.windSpeedMs).toBe(body.hourly.wind_speed_10m_knmi_seamless[14])
    expect(body.hourly.cape_knmi_seamless[14]).toBeNull()
    expect(hour.capeJkg).toBe(body.hourly.cape_icon_seamless[14])
    expect(hour.levels.find((level) => level.pressureHpa === 600)?.speedMs).toBe(body.hourly.wind_speed_600hPa_icon_seamless[14])
  })

  it('keeps each model surface for the agreement figure', () => {
    expect(forecast?.hours[14]?.models.map((model) => model.model)).toEqual(['knmi_seamless', 'icon_seamless', 'ecmwf_ifs025'])
    expect(forecast?.hours[14]?.models[2]?.visibilityM).toBeNull()
  })

  it('reads a list of locations in request order', () => {
    const one = JSON.parse(fixture('windy'))
    const two = { ...JSON.parse(fixture('wet')), location_id: 1 }
    const list = parseForecastBody(JSON.stringify([one, two]), 2)
    expect(list).toHaveLength(2)
    expect(list[1]?.hours[5]?.precipitationMm).toBeGreaterThan(0)
  })

  it.each([
    ['not JSON', '<html>502 Bad Gateway</html>'],
    ['an error object', '{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value"}'],
    ['a stream broken off', `${fixture('good-day').slice(0, 5000)}Unexpected error while streaming data: timeout`],
    ['an empty object', '{}'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseForecastBody(text, 1)).toThrow(ForecastFormatError)
  })

  it('refuses the wrong number of locations, arrays of the wrong length and winds in km/h', () => {
    expect(() => parseForecastBody(fixture('good-day'), 2)).toThrow(/1 locations in the answer for 2/)
    const short = JSON.parse(fixture('good-day'))
    short.hourly.wind_speed_10m_knmi_seamless.pop()
    expect(() => parseForecastBody(JSON.stringify(short), 1)).toThrow(/71 values for 72 hours/)
    const text = JSON.parse(fixture('good-day'))
    text.hourly.cape_icon_seamless[3] = 'high'
    expect(() => parseForecastBody(JSON.stringify(text), 1)).toThrow(/not a number/)
    const kmh = JSON.parse(fixture('good-day'))
    kmh.hourly_units.wind_speed_10m_knmi_seamless = 'km/h'
    expect(() => parseForecastBody(JSON.stringify(kmh), 1)).toThrow(/km\/h/)
  })
})
