import type { Locale } from '~/lib/i18n/locales'
import { cities } from './cities'

/**
 * The places the weather dashboard forecasts: the base first, then the drop zones the company
 * jumps at or near, then the cities of the city pages (demonstration venues). Coordinates and
 * ground elevations, with their sources, are recorded in docs/decisions/022.
 */
export type WeatherLocationKind = 'base' | 'drop-zone' | 'city'

export interface WeatherLocation {
  /** Used in URLs (?location=teuge) and in the API. */
  slug: string
  name: Record<Locale, string>
  /** Decimal degrees, WGS 84. */
  latitude: number
  longitude: number
  /** Ground elevation above mean sea level (NAP), in metres. */
  elevationM: number
  kind: WeatherLocationKind
  /** The airfield's ICAO code, for drop zones. */
  icao?: string
}

const base: WeatherLocation = {
  slug: 'teuge',
  name: { en: 'Teuge Airport (Apeldoorn)', nl: 'Vliegveld Teuge (Apeldoorn)' },
  latitude: 52.2447,
  longitude: 6.0467,
  elevationM: 5.2,
  kind: 'base',
  icao: 'EHTE',
}

const dropZones: readonly WeatherLocation[] = [
  { slug: 'texel', name: { en: 'Texel Airport', nl: 'Vliegveld Texel' }, latitude: 53.1153, longitude: 4.8336, elevationM: 0.6, kind: 'drop-zone', icao: 'EHTX' },
  { slug: 'hoogeveen', name: { en: 'Hoogeveen Airfield', nl: 'Vliegveld Hoogeveen' }, latitude: 52.7308, longitude: 6.5161, elevationM: 12.2, kind: 'drop-zone', icao: 'EHHO' },
  { slug: 'midden-zeeland', name: { en: 'Midden-Zeeland Airport', nl: 'Vliegveld Midden-Zeeland' }, latitude: 51.5122, longitude: 3.7311, elevationM: 1.8, kind: 'drop-zone', icao: 'EHMZ' },
]

/** City-centre coordinates and elevations of the city pages' cities, by the cities' own slugs. */
const cityPositions: Record<string, Pick<WeatherLocation, 'latitude' | 'longitude' | 'elevationM'>> = {
  amsterdam: { latitude: 52.367, longitude: 4.9, elevationM: -2 },
  rotterdam: { latitude: 51.92, longitude: 4.48, elevationM: 0 },
  utrecht: { latitude: 52.0908, longitude: 5.1217, elevationM: 5 },
  'den-haag': { latitude: 52.08, longitude: 4.31, elevationM: 1 },
  eindhoven: { latitude: 51.433, longitude: 5.483, elevationM: 17 },
  groningen: { latitude: 53.2189, longitude: 6.5675, elevationM: 7 },
  tilburg: { latitude: 51.55, longitude: 5.083, elevationM: 14 },
  almere: { latitude: 52.367, longitude: 5.217, elevationM: -3 },
  breda: { latitude: 51.5889, longitude: 4.7758, elevationM: 3 },
  nijmegen: { latitude: 51.8475, longitude: 5.8625, elevationM: 29 },
  haarlem: { latitude: 52.3803, longitude: 4.6406, elevationM: 1 },
}

function cityLocations(): WeatherLocation[] {
  return cities.map((city) => {
    const position = cityPositions[city.slug]
    if (!position) throw new Error(`No weather position for the city page ${city.slug}`)
    return { slug: city.slug, name: city.name, ...position, kind: 'city' }
  })
}

export const weatherLocations: readonly WeatherLocation[] = [base, ...dropZones, ...cityLocations()]

export const defaultWeatherLocation: WeatherLocation = base

export function findWeatherLocation(slug: unknown): WeatherLocation | undefined {
  return typeof slug === 'string' ? weatherLocations.find((location) => location.slug === slug) : undefined
}
