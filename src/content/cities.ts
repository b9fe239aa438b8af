import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
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
  /** Slugs of two or three cities close by, linked from the page. */
  nearby: readonly string[]
  /** What is particular about skydiving from this city; no venues or events are named. */
  note: MessageDescriptor
}

export const cities: readonly City[] = [
  { slug: 'amsterdam', name: { en: 'Amsterdam', nl: 'Amsterdam' }, distanceKm: 90, driveMinutes: 65, province: 'Noord-Holland', nearby: ['haarlem', 'almere', 'utrecht'], note: msg`For teams and guests from Amsterdam, a tandem day at the drop zone fits easily into one day, journey included. For a launch or celebration in the city, the demonstration team comes to your venue.` },
  { slug: 'rotterdam', name: { en: 'Rotterdam', nl: 'Rotterdam' }, distanceKm: 125, driveMinutes: 85, province: 'Zuid-Holland', nearby: ['den-haag', 'breda', 'utrecht'], note: msg`Rotterdam has stadiums, event halls and open-air locations where a demonstration can open a match or a festival. We check every landing area and arrange the permits; tandem jumps take place at our drop zone.` },
  { slug: 'utrecht', name: { en: 'Utrecht', nl: 'Utrecht' }, distanceKm: 70, driveMinutes: 50, province: 'Utrecht', nearby: ['amsterdam', 'almere', 'nijmegen'], note: msg`Utrecht lies in the middle of the country, close enough to Apeldoorn for an afternoon tandem jump and an easy meeting point for groups travelling from different directions.` },
  { slug: 'den-haag', name: { en: 'The Hague', nl: 'Den Haag' }, distanceKm: 130, driveMinutes: 90, province: 'Zuid-Holland', nearby: ['rotterdam', 'haarlem', 'utrecht'], note: msg`From The Hague and the coast the drive to the drop zone is a little longer, so we plan group jumps in one block. Demonstrations and corporate events come to stadiums and event grounds in the region.` },
  { slug: 'eindhoven', name: { en: 'Eindhoven', nl: 'Eindhoven' }, distanceKm: 120, driveMinutes: 80, province: 'Noord-Brabant', nearby: ['tilburg', 'breda', 'nijmegen'], note: msg`Companies in the Eindhoven region can book a demonstration or logo landing at their own location; for a tandem day the whole group travels to Apeldoorn together.` },
  { slug: 'groningen', name: { en: 'Groningen', nl: 'Groningen' }, distanceKm: 145, driveMinutes: 95, province: 'Groningen', nearby: ['almere', 'amsterdam', 'utrecht'], note: msg`From the north the journey is longer, so for groups from Groningen we plan all tandem jumps on one day. The demonstration team travels to stadiums and event grounds in the north as easily as anywhere else.` },
  { slug: 'tilburg', name: { en: 'Tilburg', nl: 'Tilburg' }, distanceKm: 125, driveMinutes: 85, province: 'Noord-Brabant', nearby: ['breda', 'eindhoven', 'rotterdam'], note: msg`Clubs, festivals and companies in Brabant book the demonstration team for their own grounds; tandem jumpers from Tilburg make a day trip to our drop zone.` },
  { slug: 'almere', name: { en: 'Almere', nl: 'Almere' }, distanceKm: 75, driveMinutes: 55, province: 'Flevoland', nearby: ['amsterdam', 'utrecht', 'haarlem'], note: msg`Almere is one of the closest cities to our base: a tandem jump at the drop zone fits into an afternoon, and event grounds in Flevoland are within easy reach of the demonstration team.` },
  { slug: 'breda', name: { en: 'Breda', nl: 'Breda' }, distanceKm: 140, driveMinutes: 95, province: 'Noord-Brabant', nearby: ['tilburg', 'rotterdam', 'eindhoven'], note: msg`From Breda and western Brabant the drop zone is a day trip. We bring demonstrations and corporate events to stadiums, event grounds and company sites in the region.` },
  { slug: 'nijmegen', name: { en: 'Nijmegen', nl: 'Nijmegen' }, distanceKm: 55, driveMinutes: 45, province: 'Gelderland', nearby: ['utrecht', 'eindhoven', 'tilburg'], note: msg`Like Apeldoorn, Nijmegen lies in Gelderland. The drop zone is close by, which makes a tandem jump easy to plan, even on a weekday.` },
  { slug: 'haarlem', name: { en: 'Haarlem', nl: 'Haarlem' }, distanceKm: 110, driveMinutes: 75, province: 'Noord-Holland', nearby: ['amsterdam', 'den-haag', 'almere'], note: msg`From Haarlem and Kennemerland a tandem day at the drop zone is a comfortable day trip. For events in and around the city, the demonstration team comes to your location.` },
]

export function findCity(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug)
}
