import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The weather routes' refusals, in the asker's language. */
export const weatherErrorMessages = {
  'location.missing': msg`Choose a jump location: the location parameter is missing.`,
  'location.unknown': msg`Unknown jump location. Choose one of the locations of the weather page.`,
  'jumpType.unknown': msg`Unknown jump type. Choose tandem, student or demonstration.`,
  'weather.unavailable': msg`Could not load weather data`,
} satisfies Record<string, MessageDescriptor>

export type WeatherErrorCode = keyof typeof weatherErrorMessages

export const attributionText = msg`Weather data by Open-Meteo.com`
export const attributionModels = msg`Forecast models KNMI HARMONIE-AROME, DWD ICON and ECMWF IFS; figures and verdicts derived by us.`
