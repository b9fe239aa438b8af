// The weather dashboard's verdict for one day at one place, for the chat assistant ("can we jump
// tomorrow?"). The same cache as the weather routes: at most one provider call per location per
// cache window. Any failure gives null, and the assistant answers with the weather minimums.
function dayOutlook(app, slug, date, locale) {
  try {
    const weather = require(`${__hooks}/lib/generated/weather.js`)
    const cache = require(`${__hooks}/lib/weather-cache.js`)
    const location = weather.findWeatherLocation(slug)
    if (!location) return null
    const { states, freshFrom } = cache.freshen(app, [location])
    const state = states[slug]
    if (!state || state.fetchedAt <= 0) return null
    const cached = cache.readPayloads(app, [slug])[slug]
    if (!cached) return null
    const forecast = { source: cached.source, fetchedAtMs: cached.fetchedAtMs, stale: cached.fetchedAtMs < freshFrom }
    return weather.dayOutlook(slug, forecast, { locale, date, nowMs: Date.now(), limitsJson: $os.getenv('WEATHER_JUMP_LIMITS') })
  } catch (error) {
    app.logger().error('The chat could not read the weather verdict', 'error', String(error))
    return null
  }
}

module.exports = { dayOutlook }
