// The forecast cache (collection weather_cache, decision 023). A forecast is fresh for
// WEATHER_CACHE_SECONDS (default 600). The hooks run on a pool of JS VMs, so "one provider call
// per location per cache window" is kept in the database: a request may only call the provider
// after winning a lease, a conditional UPDATE that one request alone can win. Requests that lose
// wait briefly for the winner's result; when the provider fails, everyone gets the last good
// forecast, marked stale, and nobody asks again during a short back-off.
const { fetchForecasts, timeoutSeconds, positiveNumber } = require(`${__hooks}/lib/weather-provider.js`)

const DEFAULT_CACHE_SECONDS = 600
const FAILURE_BACKOFF_MS = 10000
const POLL_MS = 50
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function cacheMs() {
  return positiveNumber($os.getenv('WEATHER_CACHE_SECONDS'), DEFAULT_CACHE_SECONDS) * 1000
}

/**
 * The lease covers the provider's timeout and the reading and storing of the answer (seconds for
 * fifteen locations on a busy machine); it lapses only if its holder dies. Others wait for a
 * shorter time, then serve what there is.
 */
function leaseMs() {
  return (timeoutSeconds() + 30) * 1000
}

function waitMs() {
  return (timeoutSeconds() + 6) * 1000
}

function placeholders(slugs, params) {
  return slugs
    .map((slug, index) => {
      params[`l${index}`] = slug
      return `{:l${index}}`
    })
    .join(', ')
}

function ensureRows(app, slugs) {
  slugs.forEach((slug) => {
    app
      .db()
      .newQuery(
        'INSERT OR IGNORE INTO weather_cache (id, location, payload, fetched_at, lease_until, fetching_until, failed_at, last_error) ' +
          "VALUES ({:id}, {:location}, 'null', 0, 0, 0, 0, '')",
      )
      .bind({ id: $security.randomStringWithAlphabet(15, ID_ALPHABET), location: slug })
      .execute()
  })
}

/** Times of each row, without the forecast itself (cheap: this runs on every request). */
function readStates(app, slugs) {
  const params = {}
  const rows = arrayOf(new DynamicModel({ location: '', fetched_at: -0, lease_until: -0, fetching_until: -0, failed_at: -0 }))
  app
    .db()
    .newQuery(`SELECT location, fetched_at, lease_until, fetching_until, failed_at FROM weather_cache WHERE location IN (${placeholders(slugs, params)})`)
    .bind(params)
    .all(rows)
  const states = {}
  rows.forEach((row) => {
    states[row.location] = { fetchedAt: row.fetched_at, leaseUntil: row.lease_until, fetchingUntil: row.fetching_until, failedAt: row.failed_at }
  })
  return states
}

function readPayloads(app, slugs) {
  const params = {}
  const rows = arrayOf(new DynamicModel({ location: '', payload: '', fetched_at: -0 }))
  app
    .db()
    .newQuery(`SELECT location, payload, fetched_at FROM weather_cache WHERE location IN (${placeholders(slugs, params)})`)
    .bind(params)
    .all(rows)
  const payloads = {}
  rows.forEach((row) => {
    const source = row.payload ? JSON.parse(row.payload) : null
    if (Array.isArray(source) && source.length > 0) payloads[row.location] = { source, fetchedAtMs: row.fetched_at }
  })
  return payloads
}

/** True for the one request that may call the provider for this location now. */
function tryLease(app, slug, now, freshFrom) {
  const until = now + leaseMs()
  const result = app
    .db()
    .newQuery(
      'UPDATE weather_cache SET lease_until = {:until}, fetching_until = {:until} ' +
        'WHERE location = {:location} AND lease_until < {:now} AND fetched_at < {:freshFrom}',
    )
    .bind({ until, now, freshFrom, location: slug })
    .execute()
  return result.rowsAffected() === 1
}

function storeForecast(app, slug, source, now) {
  app
    .db()
    .newQuery(
      "UPDATE weather_cache SET payload = {:payload}, fetched_at = {:now}, lease_until = 0, fetching_until = 0, last_error = '' WHERE location = {:location}",
    )
    .bind({ payload: JSON.stringify(source), now, location: slug })
    .execute()
}

function markFailed(app, slug, now, error) {
  app
    .db()
    .newQuery(
      'UPDATE weather_cache SET lease_until = {:backoff}, fetching_until = 0, failed_at = {:now}, last_error = {:error} WHERE location = {:location}',
    )
    .bind({ backoff: now + FAILURE_BACKOFF_MS, now, error: String(error).slice(0, 500), location: slug })
    .execute()
}

/** Only the hours from the current one on are worth keeping. */
function fromCurrentHour(source, now) {
  const hourStart = Math.floor(now / 3600000) * 3600000
  return source.filter((hour) => hour.epochMs >= hourStart)
}

function refresh(app, locations, now) {
  try {
    const forecasts = fetchForecasts(locations)
    locations.forEach((location, index) => storeForecast(app, location.slug, fromCurrentHour(forecasts[index].hours, now), Date.now()))
  } catch (error) {
    app.logger().warn('The weather provider failed; serving the last forecast', 'locations', locations.map((location) => location.slug).join(','), 'error', String(error))
    locations.forEach((location) => markFailed(app, location.slug, Date.now(), error))
  }
}

/** Waits while another request is fetching these locations, at most a little over its timeout. */
function waitForOthers(app, slugs, freshFrom) {
  const deadline = Date.now() + waitMs()
  let pending = slugs
  while (pending.length > 0 && Date.now() < deadline) {
    sleep(POLL_MS)
    const states = readStates(app, pending)
    const now = Date.now()
    pending = pending.filter((slug) => states[slug] && states[slug].fetchedAt < freshFrom && states[slug].fetchingUntil > now)
  }
}

/**
 * The freshness of each location now; refreshes the stale ones this request wins the lease for
 * with one provider call, and waits for those another request is fetching.
 */
function freshen(app, locations) {
  const slugs = locations.map((location) => location.slug)
  const now = Date.now()
  const freshFrom = now - cacheMs()
  let states = readStates(app, slugs)
  if (slugs.some((slug) => !states[slug])) {
    ensureRows(app, slugs.filter((slug) => !states[slug]))
    states = readStates(app, slugs)
  }
  const stale = locations.filter((location) => states[location.slug].fetchedAt < freshFrom)
  if (stale.length === 0) return { states, freshFrom }
  const won = stale.filter((location) => tryLease(app, location.slug, now, freshFrom))
  if (won.length > 0) refresh(app, won, now)
  const others = stale.filter((location) => won.indexOf(location) < 0).map((location) => location.slug)
  if (others.length > 0) waitForOthers(app, others, freshFrom)
  return { states: readStates(app, slugs), freshFrom }
}

/** Every row's times, by location: for the quick path, which does not load the locations list. */
function readAllStates(app) {
  const rows = arrayOf(new DynamicModel({ location: '', fetched_at: -0 }))
  app.db().newQuery('SELECT location, fetched_at FROM weather_cache ORDER BY location').all(rows)
  return rows.map((row) => ({ location: row.location, fetchedAt: row.fetched_at }))
}

module.exports = { freshen, readStates, readAllStates, readPayloads, cacheMs }
