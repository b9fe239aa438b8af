/**
 * The weather page's URL parameters: ?location=teuge. A plain check, not the locations list: the
 * route's definition, and with it this check, is part of every page's start-up code (decision 033);
 * an unknown slug is answered by the page itself (it shows the base).
 */
export interface WeatherSearch {
  location?: string
}

const slugPattern = /^[a-z0-9-]{1,60}$/

export function validateWeatherSearch(search: Record<string, unknown>): WeatherSearch {
  const { location } = search
  return typeof location === 'string' && slugPattern.test(location) ? { location } : {}
}
