/**
 * The Open-Meteo forecast request (docs: open-meteo.com/en/docs). One call serves any number of
 * locations (comma-separated coordinates) and models (keys then end in `_<model>`). KNMI's
 * HARMONIE-AROME leads over the Netherlands; it has no CAPE, lifted index or 600 hPa level, so
 * DWD ICON and then ECMWF IFS fill what it lacks (decision 023). Unix time, because Open-Meteo
 * applies a single UTC offset to a whole series.
 */
export const forecastModels = ['knmi_seamless', 'icon_seamless', 'ecmwf_ifs025'] as const
export type ForecastModel = (typeof forecastModels)[number]

export const defaultForecastUrl = 'https://api.open-meteo.com/v1/forecast'

export const pressureLevels = [925, 850, 700, 600, 500] as const
export const nearSurfaceHeights = [80, 120, 180] as const

const surfaceVariables = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'apparent_temperature',
  'pressure_msl',
  'surface_pressure',
  'cloud_cover',
  'cloud_cover_low',
  'cloud_cover_mid',
  'cloud_cover_high',
  'visibility',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'precipitation',
  'precipitation_probability',
  'weather_code',
  'cape',
  'lifted_index',
  'freezing_level_height',
  'uv_index',
  'is_day',
] as const

const hourlyVariables: readonly string[] = [
  ...surfaceVariables,
  ...nearSurfaceHeights.flatMap((height) => [`wind_speed_${height}m`, `wind_direction_${height}m`]),
  ...pressureLevels.flatMap((level) =>
    ['wind_speed', 'wind_direction', 'geopotential_height', 'temperature'].map((name) => `${name}_${level}hPa`),
  ),
]

export interface ForecastPlace {
  latitude: number
  longitude: number
  elevationM: number
}

/** Days asked: today from midnight plus two, so 48 hours ahead are there at any hour of the day. */
const forecastDays = 3

export function forecastUrl(baseUrl: string, places: readonly ForecastPlace[], apiKey?: string): string {
  const list = (values: readonly (string | number)[]) => values.join(',')
  const parameters: [string, string][] = [
    ['latitude', list(places.map((place) => place.latitude))],
    ['longitude', list(places.map((place) => place.longitude))],
    // The documented field elevation, so the statistical downscaling uses it instead of a 90 m DEM.
    ['elevation', list(places.map((place) => place.elevationM))],
    ['hourly', list(hourlyVariables)],
    ['models', list(forecastModels)],
    ['wind_speed_unit', 'ms'],
    ['timezone', 'Europe/Amsterdam'],
    ['timeformat', 'unixtime'],
    ['forecast_days', String(forecastDays)],
  ]
  if (apiKey) parameters.push(['apikey', apiKey])
  const query = parameters.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&')
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query}`
}
