/**
 * The weather routes against the real PocketBase and the Open-Meteo replay server
 * (tests/support/open-meteo-replay.ts): the contract, refusals, the cache, one provider call
 * under concurrent requests, and a provider that is down, slow, refusing or answering garbage.
 */
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { replayControl } from '../support/open-meteo-replay'
import { superuserClient } from '../support/pocketbase'

const pbUrl = inject('pbUrl')
const replayUrl = inject('weatherReplayUrl')
const cacheSeconds = 600

interface Hour {
  time: string
  verdict: string
  reasons: { code: string; value: unknown; limit: unknown; severity: string }[]
  [field: string]: unknown
}
interface ForecastBody {
  location: { slug: string }
  model: string
  attribution: { text: string; url: string; licence: string }
  fetchedAt: string
  stale: boolean
  hours: Hour[]
  bulletin: { title: string; paragraphs: string[] }
  nextJumpableWindow: unknown
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${pbUrl}${path}`, { headers })
const forecast = async (query: string) => {
  const response = await get(`/api/site/weather?${query}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as ForecastBody & { message?: string; code?: string } }
}
const callsFor = async (latitude: number) => (await replayControl.calls(replayUrl)).filter((call) => call.latitudes.includes(latitude))

/** Makes a location's cached forecast older than the cache window, keeping the forecast itself. */
async function expire(slug: string): Promise<number> {
  const admin = superuserClient()
  const row = await admin.collection('weather_cache').getFirstListItem(`location="${slug}"`)
  const fetchedAt = Date.now() - (cacheSeconds + 60) * 1000
  await admin.collection('weather_cache').update(row.id, { fetched_at: fetchedAt, lease_until: 0, fetching_until: 0 })
  return fetchedAt
}

/** Ends the back-off after the failures earlier tests provoked, so every location may be asked. */
async function endBackOffs(): Promise<void> {
  const admin = superuserClient()
  const rows = await admin.collection('weather_cache').getFullList({ filter: 'lease_until > 0' })
  for (const row of rows) await admin.collection('weather_cache').update(row.id, { lease_until: 0 })
}

beforeEach(() => replayControl.reset(replayUrl))
afterAll(() => replayControl.reset(replayUrl))

describe('GET /api/site/weather/locations', () => {
  it('lists the locations with both names, the base first', async () => {
    const response = await get('/api/site/weather/locations')
    expect(response.status).toBe(200)
    const locations = (await response.json()) as { slug: string; name: { en: string; nl: string }; latitude: number; longitude: number; elevationM: number; kind: string }[]
    expect(locations[0]).toEqual({ slug: 'teuge', name: { en: 'Teuge Airport (Apeldoorn)', nl: 'Vliegveld Teuge (Apeldoorn)' }, latitude: 52.2447, longitude: 6.0467, elevationM: 5.2, kind: 'base' })
    expect(locations).toHaveLength(15)
    expect(locations.filter((location) => location.kind === 'city')).toHaveLength(11)
    expect(locations.find((location) => location.slug === 'den-haag')?.name).toEqual({ en: 'The Hague', nl: 'Den Haag' })
  })
})

describe('GET /api/site/weather', () => {
  it('answers the contract for a location, gzipped', async () => {
    const { status, headers, body } = await forecast('location=teuge&lang=en')
    expect(status).toBe(200)
    expect(headers.get('content-encoding')).toBe('gzip')
    expect(body).toMatchObject({ location: { slug: 'teuge' }, stale: false, attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/', licence: 'CC BY 4.0' } })
    expect(body.model).toMatch(/KNMI HARMONIE-AROME/)
    expect(body.fetchedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/)
    expect(body.hours).toHaveLength(48)
    const fields = ['temperatureC', 'feelsLikeC', 'dewPointC', 'humidityPct', 'pressureHpa', 'windSpeedMs', 'windDirectionDeg', 'windGustsMs', 'windsAloft', 'visibilityM', 'cloudCoverPct', 'cloudBaseM', 'ceilingM', 'cloudTypes', 'densityAltitudeM', 'windShear', 'turbulence', 'lightningRisk', 'precipitationMm', 'uvIndex', 'verdict', 'reasons']
    for (const hour of body.hours) {
      for (const field of fields) expect(hour, field).toHaveProperty(field)
      expect(hour.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[12]:00$/)
      expect(['go', 'marginal', 'no-go']).toContain(hour.verdict)
      for (const reason of hour.reasons) expect(Object.keys(reason)).toEqual(expect.arrayContaining(['code', 'value', 'limit']))
    }
    expect((body.hours[0]!.windsAloft as { altitudeM: number }[]).at(-1)?.altitudeM).toBe(4000)
    expect(body.bulletin.paragraphs.length).toBeGreaterThan(3)
  })

  it('starts at the current hour', async () => {
    const { body } = await forecast('location=teuge')
    const first = Date.parse(body.hours[0]!.time)
    expect(first).toBeLessThanOrEqual(Date.now())
    expect(first).toBeGreaterThan(Date.now() - 3_600_000)
  })

  it('gives a windy day no-go with the wind as a reason, in Dutch', async () => {
    const { body } = await forecast('location=texel&lang=nl')
    expect(body.hours[0]!.verdict).toBe('no-go')
    expect(body.hours[0]!.reasons.map((reason) => reason.code)).toContain('wind')
    expect(body.bulletin.paragraphs[0]).toMatch(/^Op dit moment geen tandemsprongen: wind \d+(,\d)? m\/s, grens 7 m\/s/)
  })

  it('judges students more strictly', async () => {
    await endBackOffs()
    const { body } = await forecast('location=hoogeveen&jumpType=student')
    expect(body.hours.every((hour) => hour.verdict !== 'go' || (hour.verdicts as Record<string, string>).student === 'go')).toBe(true)
    expect((await forecast('location=hoogeveen&jumpType=skydive')).status).toBe(400)
  })

  it('refuses a missing or unknown location with a message in the asker language', async () => {
    const missing = await forecast('lang=nl')
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 'location.missing', message: 'Kies een springlocatie: de parameter location ontbreekt.' })
    const unknown = await forecast('location=atlantis&lang=en')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Unknown jump location. Choose one of the locations of the weather page.')
  })

  it('serves from the cache within the cache window', async () => {
    await forecast('location=utrecht')
    const before = (await callsFor(52.0908)).length
    const { body } = await forecast('location=utrecht&lang=nl')
    expect(body.stale).toBe(false)
    expect((await callsFor(52.0908)).length).toBe(before)
  })

  it('makes one provider call for 50 concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => forecast(`location=groningen&lang=${index % 2 ? 'nl' : 'en'}`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => answer.body.fetchedAt)).size).toBe(1)
    expect(await callsFor(53.2189)).toHaveLength(1)
  })

  it('answers 503 in the asker language when the provider is down and nothing is cached', async () => {
    await replayControl.mode(replayUrl, 'down')
    const dutch = await forecast('location=tilburg&lang=nl')
    expect(dutch.status).toBe(503)
    expect(dutch.body).toEqual({ code: 'weather.unavailable', message: 'Kan weergegevens niet laden' })
    const english = await get('/api/site/weather?location=tilburg', { 'Accept-Language': 'en-GB' })
    expect(english.status).toBe(503)
    expect(((await english.json()) as { message: string }).message).toBe('Could not load weather data')
  })

  it.each([
    ['down', undefined],
    ['slow', 6000],
    ['garbage', undefined],
    ['refusal', undefined],
    ['server-error', undefined],
  ] as const)('serves the last forecast marked stale when the provider is %s', async (mode, delayMs) => {
    await forecast('location=breda')
    const fetchedAt = await expire('breda')
    await replayControl.mode(replayUrl, mode, delayMs)
    const started = Date.now()
    const { status, body } = await forecast('location=breda&lang=nl')
    expect(status).toBe(200)
    expect(body.stale).toBe(true)
    expect(Date.parse(body.fetchedAt)).toBe(Math.floor(fetchedAt / 1000) * 1000)
    expect(body.hours.length).toBeGreaterThan(0)
    if (mode === 'slow') expect(Date.now() - started).toBeLessThan(5000)
    // Within the back-off after a failure nobody asks the provider again.
    const calls = (await callsFor(51.5889)).length
    await replayControl.mode(replayUrl, 'ok')
    expect((await forecast('location=breda')).body.stale).toBe(true)
    expect((await callsFor(51.5889)).length).toBe(calls)
  })

  it('repeats a fresh answer exactly and compressed, and a change to the stored forecast is seen at once', async () => {
    await endBackOffs()
    const query = '/api/site/weather?location=hoogeveen&lang=en&jumpType=student'
    const first = await get(query)
    const second = await get(query)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.headers.get('content-encoding')).toBe('gzip')
    // The route's note to the server on how long its answer holds never reaches the visitor.
    expect(first.headers.get('x-answer-fresh-until')).toBeNull()
    expect(second.headers.get('x-answer-fresh-until')).toBeNull()
    expect(await second.text()).toBe(await first.text())

    await expire('hoogeveen')
    await replayControl.mode(replayUrl, 'down')
    expect((await forecast('location=hoogeveen&lang=en&jumpType=student')).body.stale).toBe(true)
  })

  it('asks again once the back-off is over and serves the fresh forecast', async () => {
    await forecast('location=breda')
    await expire('breda')
    const { body } = await forecast('location=breda')
    expect(body.stale).toBe(false)
    expect(Date.now() - Date.parse(body.fetchedAt)).toBeLessThan(60_000)
  })
})

describe('GET /api/site/weather/overview', () => {
  it('gives every location its verdict now and its next jumpable window from one provider call', async () => {
    await endBackOffs()
    const response = await get('/api/site/weather/overview?lang=nl')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { locations: { slug: string; now: { verdict: string } | null; nextJumpableWindow: unknown; stale: boolean }[]; attribution: { text: string } }
    expect(body.attribution.text).toBe('Weergegevens van Open-Meteo.com')
    expect(body.locations).toHaveLength(15)
    expect(body.locations.every((location) => location.now !== null)).toBe(true)
    expect(body.locations.find((location) => location.slug === 'texel')?.now?.verdict).toBe('no-go')
    const calls = await replayControl.calls(replayUrl)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.latitudes.length).toBeGreaterThan(1)

    await get('/api/site/weather/overview')
    expect(await replayControl.calls(replayUrl)).toHaveLength(1)
  })
})
