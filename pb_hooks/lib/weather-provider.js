// The forecast provider (Open-Meteo or anything that speaks its protocol): one synchronous call
// for any number of locations. The request and the reading of the answer are the TypeScript of
// src/features/weather/open-meteo (lib/generated/weather.js); this file only does the transport.

const DEFAULT_TIMEOUT_SECONDS = 4

function positiveNumber(text, fallback) {
  const value = Number(text)
  return text !== '' && Number.isFinite(value) && value > 0 ? value : fallback
}

/** Seconds one provider call may take: WEATHER_TIMEOUT_SECONDS, default 4. */
function timeoutSeconds() {
  return Math.ceil(positiveNumber($os.getenv('WEATHER_TIMEOUT_SECONDS'), DEFAULT_TIMEOUT_SECONDS))
}

/**
 * The source hours of each place, in order. Throws when the provider cannot be reached, times
 * out, refuses, or answers anything but a forecast of exactly these places.
 */
function fetchForecasts(places) {
  const weather = require(`${__hooks}/lib/generated/weather.js`)
  const baseUrl = $os.getenv('WEATHER_API_URL') || weather.defaultForecastUrl
  const url = weather.forecastUrl(baseUrl, places, $os.getenv('WEATHER_API_KEY') || undefined)
  const response = $http.send({
    url,
    method: 'GET',
    timeout: timeoutSeconds(),
    headers: { Accept: 'application/json' },
  })
  const text = toString(response.body)
  if (response.statusCode !== 200) throw new Error(`the provider answered ${response.statusCode}: ${text.slice(0, 200)}`)
  return weather.parseForecastBody(text, places.length)
}

module.exports = { fetchForecasts, timeoutSeconds, positiveNumber }
