import type { Locale } from '~/lib/i18n/locales'

export interface City {
  /** The slug in /parachutespringen-{slug}. */
  slug: string
  name: Record<Locale, string>
  /** Road distance to the base in Apeldoorn, rounded to 5 km. */
  distanceKm: number
  /** Typical driving time to Apeldoorn outside rush hour, in minutes. */
  driveMinutes: number
  /** The province, for the page's local context. */
  province: string
}

export const cities: readonly City[] = [
  { slug: 'amsterdam', name: { en: 'Amsterdam', nl: 'Amsterdam' }, distanceKm: 90, driveMinutes: 65, province: 'Noord-Holland' },
  { slug: 'rotterdam', name: { en: 'Rotterdam', nl: 'Rotterdam' }, distanceKm: 125, driveMinutes: 85, province: 'Zuid-Holland' },
  { slug: 'utrecht', name: { en: 'Utrecht', nl: 'Utrecht' }, distanceKm: 70, driveMinutes: 50, province: 'Utrecht' },
  { slug: 'den-haag', name: { en: 'The Hague', nl: 'Den Haag' }, distanceKm: 130, driveMinutes: 90, province: 'Zuid-Holland' },
  { slug: 'eindhoven', name: { en: 'Eindhoven', nl: 'Eindhoven' }, distanceKm: 120, driveMinutes: 80, province: 'Noord-Brabant' },
  { slug: 'groningen', name: { en: 'Groningen', nl: 'Groningen' }, distanceKm: 145, driveMinutes: 95, province: 'Groningen' },
  { slug: 'tilburg', name: { en: 'Tilburg', nl: 'Tilburg' }, distanceKm: 125, driveMinutes: 85, province: 'Noord-Brabant' },
  { slug: 'almere', name: { en: 'Almere', nl: 'Almere' }, distanceKm: 75, driveMinutes: 55, province: 'Flevoland' },
  { slug: 'breda', name: { en: 'Breda', nl: 'Breda' }, distanceKm: 140, driveMinutes: 95, province: 'Noord-Brabant' },
  { slug: 'nijmegen', name: { en: 'Nijmegen', nl: 'Nijmegen' }, distanceKm: 55, driveMinutes: 45, province: 'Gelderland' },
  { slug: 'haarlem', name: { en: 'Haarlem', nl: 'Haarlem' }, distanceKm: 110, driveMinutes: 75, province: 'Noord-Holland' },
]

export function findCity(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug)
}
