import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ForecastAnswer } from '../api/weather-api'
import { loadForecast, rememberedLocation, rememberLocation, saveForecast } from './saved-forecasts'

/** A Storage in memory; `full` makes every write fail like an exceeded quota. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

const answer = (slug: string) => ({ location: { slug }, hours: [{ time: '2026-07-01T14:00:00+02:00' }] }) as unknown as ForecastAnswer

describe('forecasts saved on the device', () => {
  beforeEach(() => {
    ;(globalThis as { window?: unknown }).window = { localStorage: memoryStorage() }
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('keeps the last forecast of each location with the time it was saved', () => {
    saveForecast(answer('teuge'), 'nl', 1000)
    saveForecast(answer('texel'), 'en', 2000)
    expect(loadForecast('teuge')).toMatchObject({ locale: 'nl', savedAt: 1000, answer: { location: { slug: 'teuge' } } })
    expect(loadForecast('texel')?.savedAt).toBe(2000)
    expect(loadForecast('breda')).toBeNull()
  })

  it('replaces a location forecast with the newer one', () => {
    saveForecast(answer('teuge'), 'en', 1000)
    saveForecast(answer('teuge'), 'en', 5000)
    expect(loadForecast('teuge')?.savedAt).toBe(5000)
  })

  it('ignores a damaged entry and a full storage', () => {
    window.localStorage.setItem('pp-weather-forecast:teuge', '{not json')
    expect(loadForecast('teuge')).toBeNull()
    ;(globalThis as { window?: unknown }).window = { localStorage: memoryStorage(true) }
    expect(() => saveForecast(answer('teuge'), 'en')).not.toThrow()
    expect(loadForecast('teuge')).toBeNull()
  })

  it('remembers the location chosen last', () => {
    expect(rememberedLocation()).toBeNull()
    rememberLocation('den-haag')
    expect(rememberedLocation()).toBe('den-haag')
  })
})
