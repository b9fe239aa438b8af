import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/i18n/locales'
import type { JumpType } from '../forecast/jump-limits'
import type { forecastAnswer, overviewAnswer } from '../server/answers'
import { saveForecast } from '../state/saved-forecasts'

/** The answers of GET /api/site/weather and /api/site/weather/overview (pb_hooks/lib/weather-route.js). */
export type ForecastAnswer = ReturnType<typeof forecastAnswer>
export type OverviewAnswer = ReturnType<typeof overviewAnswer>
export type OverviewLocation = OverviewAnswer['locations'][number]

/** A refusal or failure of the weather API, with the server's message in the visitor's language when it sent one. */
class WeatherRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'WeatherRequestError'
  }
}

async function getJson<T>(path: string, isAnswer: (body: unknown) => body is T, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal })
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && isAnswer(body)) return body
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : ''
  throw new WeatherRequestError(response.status, message)
}

const isForecast = (body: unknown): body is ForecastAnswer =>
  Boolean(body) && typeof body === 'object' && Array.isArray((body as { hours?: unknown }).hours) && typeof (body as { fetchedAt?: unknown }).fetchedAt === 'string'

const isOverview = (body: unknown): body is OverviewAnswer =>
  Boolean(body) && typeof body === 'object' && Array.isArray((body as { locations?: unknown }).locations)

function forecastPath(slug: string, locale: Locale, jumpType: JumpType): string {
  return `/api/site/weather?location=${encodeURIComponent(slug)}&lang=${locale}&jumpType=${jumpType}`
}

/** Client errors (an unknown location) are final; the server being down or the visitor offline is retried. */
function isRetryable(failureCount: number, error: unknown): boolean {
  if (error instanceof WeatherRequestError && error.status >= 400 && error.status < 500) return false
  return failureCount < 3
}

export function forecastQueryOptions(slug: string, locale: Locale, jumpType: JumpType) {
  return queryOptions({
    queryKey: ['weather', 'forecast', slug, locale, jumpType],
    // Kept on this device as it arrives, outside React's updates, so it is there offline once shown.
    queryFn: async ({ signal }) => {
      const answer = await getJson(forecastPath(slug, locale, jumpType), isForecast, signal)
      saveForecast(answer, locale)
      return answer
    },
    retry: isRetryable,
    // The server keeps a forecast 10 minutes; asking more often only returns the same one.
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
  })
}

export function overviewQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['weather', 'overview', locale],
    queryFn: ({ signal }) => getJson(`/api/site/weather/overview?lang=${locale}`, isOverview, signal),
    retry: isRetryable,
    staleTime: 5 * 60_000,
  })
}
