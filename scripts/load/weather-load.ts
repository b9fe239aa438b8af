// Load: the weather route on loopback against a real PocketBase and the Open-Meteo replay server.
//  1. From an empty cache, LOAD_CONCURRENCY requests at once for every location and both languages
//     (and the overview): counts the provider calls per location in that cache window (target: 1).
//  2. LOAD_TOTAL requests at LOAD_CONCURRENCY for a cached forecast: latency percentiles
//     (target: p95 at most 20 ms at 50 concurrent), beside PocketBase's own /api/health under the
//     same load as the machine's floor.
//   node scripts/load/weather-load.ts            (LOAD_TOTAL, LOAD_CONCURRENCY to change)
import http from 'node:http'
import { replayControl, startOpenMeteoReplay } from '../../tests/support/open-meteo-replay.ts'
import { startStack } from '../../tests/support/stack.ts'
import { disableRateLimits, percentile } from './common.ts'

const total = Number(process.env.LOAD_TOTAL ?? 2000)
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50)

interface Outcome {
  status: number
  latencyMs: number
}

/** One GET on a kept-alive connection; the status, or 0 when the request failed. */
function get(url: URL, agent: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', () => resolve(0))
    })
    request.setTimeout(30_000, () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

// node:http on kept-alive connections rather than fetch: fetch costs the client several times more
// processor per request, and on two cores the client's share is taken from the server being measured.
async function send(baseUrl: string, paths: string[], count: number, parallel: number): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel })
  const outcomes: Outcome[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const path = paths[next++ % paths.length]!
      const started = performance.now()
      const status = await get(new URL(path, baseUrl), agent)
      outcomes.push({ status, latencyMs: performance.now() - started })
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  agent.destroy()
  return outcomes
}

const replay = await startOpenMeteoReplay()
// The replay server shares this process's event loop with the 50 clients, so it answers the
// fifteen-location call more slowly than a real provider would: a generous timeout keeps this run
// about the cache, not about that artefact.
const stack = await startStack({ publicDir: 'dist', env: { WEATHER_API_URL: `${replay.url}/v1/forecast`, WEATHER_TIMEOUT_SECONDS: '15' } })
try {
  const token = await stack.superuserToken()
  await disableRateLimits(stack.pbUrl, token)
  const locations = (await (await fetch(`${stack.pbUrl}/api/site/weather/locations`)).json()) as { slug: string; latitude: number; longitude: number }[]

  // 1. A cold cache window under concurrent load.
  const coldPaths = [
    '/api/site/weather/overview',
    ...locations.flatMap((location) => [`/api/site/weather?location=${location.slug}&lang=en`, `/api/site/weather?location=${location.slug}&lang=nl`]),
  ]
  const cold = await send(stack.pbUrl, coldPaths, coldPaths.length * 2, concurrency)
  const calls = await replayControl.calls(replay.url)
  const callsPerLocation = locations.map((location) => calls.filter((call) => call.latitudes.some((latitude, index) => latitude === location.latitude && call.longitudes[index] === location.longitude)).length)

  // 2. The cached route.
  const path = '/api/site/weather?location=teuge&lang=en'
  await send(stack.pbUrl, [path], concurrency, concurrency)
  const started = performance.now()
  const warm = await send(stack.pbUrl, [path], total, concurrency)
  const seconds = (performance.now() - started) / 1000
  const latencies = warm.map((outcome) => outcome.latencyMs)
  const callsAfter = (await replayControl.calls(replay.url)).length
  const health = (await send(stack.pbUrl, ['/api/health'], total, concurrency)).map((outcome) => outcome.latencyMs)

  const report = {
    coldWindow: {
      requests: cold.length,
      non200: cold.filter((outcome) => outcome.status !== 200).length,
      statuses: [...new Set(cold.map((outcome) => outcome.status))],
      providerCalls: calls.length,
      maxCallsPerLocation: Math.max(...callsPerLocation),
      minCallsPerLocation: Math.min(...callsPerLocation),
      p95Ms: Math.round(percentile(cold.map((outcome) => outcome.latencyMs), 95)),
      maxMs: Math.round(Math.max(...cold.map((outcome) => outcome.latencyMs))),
    },
    cached: {
      sent: total,
      concurrency,
      non200: warm.filter((outcome) => outcome.status !== 200).length,
      providerCallsDuringRun: callsAfter - calls.length,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      requestsPerSecond: Math.round(total / seconds),
    },
    healthRouteSameLoad: { p50Ms: Math.round(percentile(health, 50) * 10) / 10, p95Ms: Math.round(percentile(health, 95) * 10) / 10 },
  }
  console.log(JSON.stringify(report, null, 2))
  if (report.coldWindow.non200 > 0 || report.coldWindow.maxCallsPerLocation !== 1 || report.cached.non200 > 0 || report.cached.providerCallsDuringRun > 0) {
    process.exitCode = 1
  }
} finally {
  await stack.stop()
  await replay.close()
}
