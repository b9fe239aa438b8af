// GET /api/site/weather/locations, /api/site/weather?location=&lang=&jumpType=, /api/site/weather/overview.
// Every figure, verdict and text comes from src/features/weather (bundled into lib/generated/weather.js);
// this file validates the request, asks the cache and answers. A finished answer is kept in the
// app store (shared by all hook VMs) until its forecast or its hour changes, and is built once:
// while one request builds it, the others wait for it. A request for a fresh, already answered
// forecast never loads the bundle, so even a newly created hook VM answers it quickly.
const HOUR_MS = 3600000
const BUILD_WAIT_MS = 3000

function weather() {
  return require(`${__hooks}/lib/generated/weather.js`)
}

function cache() {
  return require(`${__hooks}/lib/weather-cache.js`)
}

function localeOf(e) {
  const lang = e.request.url.query().get('lang')
  if (lang === 'nl' || lang === 'en') return lang
  const accepted = String(e.request.header.get('Accept-Language') || '').toLowerCase()
  return accepted.indexOf('nl') === 0 ? 'nl' : 'en'
}

/**
 * The answer; `holdsUntil` (epoch ms) says until when the same request gets the same answer, so
 * the server may repeat it from memory (server/weather_answers.go). 0: build it again next time.
 */
function answerRaw(e, body, holdsUntil) {
  e.response.header().set('Content-Type', 'application/json; charset=utf-8')
  e.response.header().set('Cache-Control', 'no-cache')
  if (holdsUntil > Date.now()) e.response.header().set('X-Answer-Fresh-Until', String(holdsUntil))
  return e.string(200, body)
}

/** An answer holds while its forecasts are fresh and the hour has not changed (hours that ended are left out). */
function freshUntil(oldestFetchedAt, now) {
  return Math.min(oldestFetchedAt + cache().cacheMs(), (Math.floor(now / HOUR_MS) + 1) * HOUR_MS)
}

/** How long the overview of these cache rows holds: until its oldest forecast stops being fresh. */
function overviewFreshUntil(rows, now) {
  return freshUntil(Math.min.apply(null, rows.map((row) => row.fetchedAt)), now)
}

function keptAnswer(key, stamp) {
  const kept = $app.store().get(key)
  return kept && kept[0] === stamp ? kept[1] : null
}

/**
 * JSON with every non-ASCII character escaped: the engine then keeps the text as plain bytes, and
 * handing a stored answer to the response costs a fraction of a millisecond instead of several.
 */
function asciiJson(value) {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (character) => `\\u${`000${character.charCodeAt(0).toString(16)}`.slice(-4)}`)
}

/** The stored answer for this key and stamp, or a new one from `build`, built by one request at a time. */
function cachedAnswer(key, stamp, build) {
  const store = $app.store()
  let body = keptAnswer(key, stamp)
  if (body !== null) return body
  const claimKey = `${key}:building`
  const claim = String(store.get(claimKey) || '').split('\n')
  if (claim[0] === stamp && Date.now() - Number(claim[1]) < BUILD_WAIT_MS) {
    const deadline = Date.now() + BUILD_WAIT_MS
    while (Date.now() < deadline) {
      sleep(20)
      body = keptAnswer(key, stamp)
      if (body !== null) return body
    }
  }
  store.set(claimKey, `${stamp}\n${Date.now()}`)
  body = asciiJson(build())
  store.set(key, [stamp, body])
  store.remove(claimKey)
  return body
}

function unavailable(e, locale, error) {
  if (error) e.app.logger().error('The weather route failed', 'error', String(error))
  return e.json(503, weather().errorBody('weather.unavailable', locale))
}

function limitsJson() {
  return $os.getenv('WEATHER_JUMP_LIMITS')
}

function forecastStamp(fetchedAt, stale, now) {
  return [fetchedAt, stale, Math.floor(now / HOUR_MS), limitsJson()].join('|')
}

function locations(e) {
  e.response.header().set('Cache-Control', 'public, max-age=3600')
  return e.json(200, weather().locationsAnswer())
}

function buildForecast(e, locale, slug, jumpType) {
  const w = weather()
  if (!slug) return e.json(400, w.errorBody('location.missing', locale))
  const location = w.findWeatherLocation(slug)
  if (!location) return e.json(404, w.errorBody('location.unknown', locale))
  if (!w.isJumpType(jumpType)) return e.json(400, w.errorBody('jumpType.unknown', locale))

  const { states, freshFrom } = cache().freshen(e.app, [location])
  const state = states[slug]
  if (!state || state.fetchedAt <= 0) return unavailable(e, locale)
  const now = Date.now()
  const stale = state.fetchedAt < freshFrom
  const body = cachedAnswer(`weather:${slug}:${locale}:${jumpType}`, forecastStamp(state.fetchedAt, stale, now), () => {
    const cached = cache().readPayloads(e.app, [slug])[slug]
    if (!cached) throw new Error(`the cached forecast of ${slug} cannot be read`)
    return w.forecastAnswer(slug, { source: cached.source, fetchedAtMs: cached.fetchedAtMs, stale }, { locale, jumpType, nowMs: now, limitsJson: limitsJson() })
  })
  return answerRaw(e, body, stale ? 0 : freshUntil(state.fetchedAt, now))
}

function forecast(e) {
  const locale = localeOf(e)
  try {
    const query = e.request.url.query()
    const slug = query.get('location')
    const jumpType = query.get('jumpType') || 'tandem'
    if (slug) {
      const now = Date.now()
      const state = cache().readStates(e.app, [slug])[slug]
      if (state && state.fetchedAt >= now - cache().cacheMs()) {
        const kept = keptAnswer(`weather:${slug}:${locale}:${jumpType}`, forecastStamp(state.fetchedAt, false, now))
        if (kept !== null) return answerRaw(e, kept, freshUntil(state.fetchedAt, now))
      }
    }
    return buildForecast(e, locale, slug, jumpType)
  } catch (error) {
    return unavailable(e, locale, error)
  }
}

/** Every row's fetch time and freshness, location by location: what the overview answer depends on. */
function overviewStamp(rows, freshFrom, now) {
  const times = rows.map((row) => `${row.location}:${row.fetchedAt}:${row.fetchedAt >= freshFrom ? 1 : 0}`).join(',')
  return [times, Math.floor(now / HOUR_MS), limitsJson()].join('|')
}

function buildOverview(e, locale) {
  const w = weather()
  const all = w.weatherLocations
  const { freshFrom } = cache().freshen(e.app, all)
  const now = Date.now()
  const rows = cache().readAllStates(e.app)
  if (!rows.some((row) => row.fetchedAt > 0)) return unavailable(e, locale)
  const body = cachedAnswer(`weather:overview:${locale}`, overviewStamp(rows, freshFrom, now), () => {
    const payloads = cache().readPayloads(e.app, all.map((location) => location.slug))
    const bySlug = {}
    all.forEach((location) => {
      const cached = payloads[location.slug]
      bySlug[location.slug] = cached ? { source: cached.source, fetchedAtMs: cached.fetchedAtMs, stale: cached.fetchedAtMs < freshFrom } : null
    })
    return w.overviewAnswer(bySlug, { locale, jumpType: 'tandem', nowMs: now, limitsJson: limitsJson() })
  })
  const allFresh = rows.every((row) => row.fetchedAt >= freshFrom)
  return answerRaw(e, body, allFresh ? overviewFreshUntil(rows, now) : 0)
}

function overview(e) {
  const locale = localeOf(e)
  try {
    const now = Date.now()
    const freshFrom = now - cache().cacheMs()
    const rows = cache().readAllStates(e.app)
    if (rows.length > 0 && rows.every((row) => row.fetchedAt >= freshFrom)) {
      const kept = keptAnswer(`weather:overview:${locale}`, overviewStamp(rows, freshFrom, now))
      if (kept !== null) return answerRaw(e, kept, overviewFreshUntil(rows, now))
    }
    return buildOverview(e, locale)
  } catch (error) {
    return unavailable(e, locale, error)
  }
}

module.exports = { locations, forecast, overview }
