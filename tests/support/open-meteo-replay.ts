/**
 * A local server that speaks the Open-Meteo forecast protocol (GET .../v1/forecast with
 * comma-separated coordinates and models) and answers from the fixtures in
 * tests/fixtures/open-meteo, moved to today. Each location gets a kind of day (a good day,
 * windy, wet, a thunderstorm, low cloud); several locations come back as an array in request
 * order with `location_id`, as Open-Meteo does.
 *
 * Tests steer it over HTTP, from any process:
 *   POST /__replay/mode  {"mode": "ok" | "down" | "slow" | "garbage" | "refusal" | "server-error", "delayMs"?: 8000}
 *   GET  /__replay/calls  every forecast request so far: [{ at, latitudes, query }]
 *   POST /__replay/reset  mode ok, calls forgotten
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { amsterdamOffsetMinutes } from '../../src/features/weather/forecast/amsterdam-time.ts'
import { repoRoot } from './stack.ts'

export type ReplayMode = 'ok' | 'down' | 'slow' | 'garbage' | 'refusal' | 'server-error'
export const scenarios = ['good-day', 'windy', 'wet', 'thunderstorm', 'low-cloud'] as const
export type Scenario = (typeof scenarios)[number]

export interface ReplayCall {
  at: string
  latitudes: number[]
  longitudes: number[]
  query: string
}

/**
 * The kind of day per location ("latitude,longitude" as the hooks send them; see
 * src/content/weather-locations.ts). Every other location has a good day.
 */
export const scenarioByPlace: Record<string, Scenario> = {
  '53.1153,4.8336': 'windy', // Texel
  '52.7308,6.5161': 'wet', // Hoogeveen
  '51.5122,3.7311': 'thunderstorm', // Midden-Zeeland
  '52.367,4.9': 'low-cloud', // Amsterdam
}

const fixtures = Object.fromEntries(
  scenarios.map((name) => [name, JSON.parse(readFileSync(path.join(repoRoot, 'tests/fixtures/open-meteo', `${name}.json`), 'utf8'))]),
) as Record<Scenario, { hourly: { time: number[] } } & Record<string, unknown>>

/** Today's midnight in Amsterdam, in Unix seconds. */
function amsterdamMidnight(nowMs: number): number {
  const offsetMs = amsterdamOffsetMinutes(nowMs) * 60_000
  const local = new Date(nowMs + offsetMs)
  return (Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs) / 1000
}

function answerFor(scenario: Scenario, latitude: number, longitude: number, elevation: number | undefined, index: number) {
  const fixture = fixtures[scenario]
  const shift = amsterdamMidnight(Date.now()) - fixture.hourly.time[0]!
  const offsetSeconds = amsterdamOffsetMinutes(Date.now()) * 60
  const { hourly_units: hourlyUnits, hourly, ...head } = fixture as Record<string, unknown> & { hourly: Record<string, unknown> }
  return {
    ...head,
    latitude: Math.round(latitude * 50) / 50,
    longitude: Math.round(longitude * 50) / 50,
    utc_offset_seconds: offsetSeconds,
    timezone_abbreviation: `GMT+${offsetSeconds / 3600}`,
    elevation: elevation ?? head.elevation,
    ...(index > 0 ? { location_id: index } : {}),
    hourly_units: hourlyUnits,
    hourly: { ...hourly, time: fixture.hourly.time.map((time) => time + shift) },
  }
}

function forecastBody(url: URL): string {
  const latitudes = (url.searchParams.get('latitude') ?? '').split(',').map(Number)
  const longitudes = (url.searchParams.get('longitude') ?? '').split(',').map(Number)
  const elevations = (url.searchParams.get('elevation') ?? '').split(',').map(Number)
  const answers = latitudes.map((latitude, index) => {
    const longitude = longitudes[index]!
    const scenario = scenarioByPlace[`${latitude},${longitude}`] ?? 'good-day'
    const elevation = elevations[index]
    return answerFor(scenario, latitude, longitude, Number.isFinite(elevation) ? elevation : undefined, index)
  })
  return JSON.stringify(answers.length === 1 ? answers[0] : answers)
}

export interface ReplayServer {
  /** Base URL, e.g. http://127.0.0.1:40123; the forecast endpoint is `${url}/v1/forecast`. */
  url: string
  close(): Promise<void>
}

export async function startOpenMeteoReplay(): Promise<ReplayServer> {
  let mode: ReplayMode = 'ok'
  let delayMs = 8000
  const calls: ReplayCall[] = []
  const timers = new Set<NodeJS.Timeout>()

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay.local')
    if (url.pathname.startsWith('/__replay/')) {
      control(url.pathname, request, response)
      return
    }
    if (!url.pathname.endsWith('/forecast')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":true,"reason":"Not Found"}')
      return
    }
    const numbers = (name: string) => (url.searchParams.get(name) ?? '').split(',').map(Number)
    calls.push({ at: new Date().toISOString(), latitudes: numbers('latitude'), longitudes: numbers('longitude'), query: url.search })
    answer(url, request, response)
  })

  function answer(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    if (mode === 'down') {
      request.socket.destroy()
      return
    }
    if (mode === 'server-error') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>')
      return
    }
    if (mode === 'refusal') {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":true,"reason":"Too many concurrent requests"}')
      return
    }
    const body = forecastBody(url)
    if (mode === 'garbage') {
      // What Open-Meteo sends when it fails while streaming: a JSON start and a plain-text error.
      response.writeHead(200, { 'content-type': 'application/json' }).end(`${body.slice(0, 4000)}Unexpected error while streaming data: timeout`)
      return
    }
    const send = () => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body)
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!response.destroyed) send()
      }, delayMs)
      timers.add(timer)
      return
    }
    send()
  }

  function control(pathname: string, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (pathname === '/__replay/calls' && request.method === 'GET') return json(200, calls)
    if (pathname === '/__replay/reset' && request.method === 'POST') {
      mode = 'ok'
      delayMs = 8000
      calls.length = 0
      return json(200, { mode })
    }
    if (pathname === '/__replay/mode' && request.method === 'POST') {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      request.on('end', () => {
        const body = JSON.parse(text || '{}') as { mode?: ReplayMode; delayMs?: number }
        mode = body.mode ?? 'ok'
        delayMs = body.delayMs ?? delayMs
        json(200, { mode, delayMs })
      })
      return
    }
    json(404, { error: 'unknown control' })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Client side of the controls, for tests and scripts. */
export const replayControl = {
  async mode(baseUrl: string, mode: ReplayMode, delayMs?: number): Promise<void> {
    await fetch(`${baseUrl}/__replay/mode`, { method: 'POST', body: JSON.stringify({ mode, delayMs }) })
  },
  async reset(baseUrl: string): Promise<void> {
    await fetch(`${baseUrl}/__replay/reset`, { method: 'POST' })
  },
  async calls(baseUrl: string): Promise<ReplayCall[]> {
    return (await (await fetch(`${baseUrl}/__replay/calls`)).json()) as ReplayCall[]
  },
}
