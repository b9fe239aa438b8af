import { msg } from '@lingui/core/macro'
import type { Locale } from '~/lib/i18n/locales'
import type { City } from './cities'

/** A city page shares one set of descriptors; {city} and {distance} are filled per city. */
export const cityPageText = {
  title: msg({ message: 'Skydiving near {city}: tandem jumps and demonstrations' }),
  description: msg({
    message:
      'From {city} to our base in Apeldoorn: about {distance} km ({minutes} minutes by car). Tandem jumps at the drop zone; demonstrations and events at your venue in {city}.',
  }),
  keywords: msg({ message: 'skydiving {city}, parachute jump {city}, tandem jump {city}, parachute demonstration {city}' }),
}

export function cityPagePath(city: City, locale: Locale): string {
  return `${locale === 'nl' ? '/nl' : ''}/parachutespringen-${city.slug}`
}

export function cityTextValues(city: City, locale: Locale): Record<string, string | number> {
  return { city: city.name[locale], distance: city.distanceKm, minutes: city.driveMinutes }
}
