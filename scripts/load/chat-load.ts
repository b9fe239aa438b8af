// Load: 20 chat conversations at once against a real PocketBase on loopback, without a model.
// By default each visitor sends its questions back to back (no reading or typing time), so 20
// requests are in flight all the time; CHAT_PAUSE_MS gives each visitor a pause of 0 to twice that
// between a reply and the next question, as people read and type. Reports the reply latency
// percentiles and any non-200 answer.
//   node scripts/load/chat-load.ts        (CHAT_CONCURRENCY, CHAT_CONVERSATIONS, CHAT_TURNS, CHAT_PAUSE_MS)
import { readFileSync } from 'node:fs'
import { startStack } from '../../tests/support/stack.ts'
import { disableRateLimits, percentile } from './common.ts'

const concurrency = Number(process.env.CHAT_CONCURRENCY ?? 20)
/** Conversations per visitor slot, one after another; each starts with a fresh visitor address. */
const conversationsPerSlot = Number(process.env.CHAT_CONVERSATIONS ?? 5)
/** Messages per conversation: below the route's 12 a minute per visitor. */
const turns = Number(process.env.CHAT_TURNS ?? 10)
const pauseMs = Number(process.env.CHAT_PAUSE_MS ?? 0)
const pause = () => (pauseMs > 0 ? new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * pauseMs)) : Promise.resolve())

const { questions } = JSON.parse(readFileSync(new URL('../../tests/chat-eval/questions.json', import.meta.url), 'utf8')) as {
  questions: { question: string; page: 'en' | 'nl' }[]
}

interface Outcome {
  status: number
  latencyMs: number
}

let visitor = 0
async function conversation(baseUrl: string, slot: number, outcomes: Outcome[] | null): Promise<void> {
  const ip = `10.${Math.floor(visitor / 250)}.${visitor % 250}.${slot}`
  visitor++
  let conversationId: string | null = null
  for (let turn = 0; turn < turns; turn++) {
    const { question, page } = questions[(visitor * 7 + turn * 13) % questions.length]!
    const started = performance.now()
    let status: number
    try {
      const response = await fetch(`${baseUrl}/api/site/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ message: question, conversationId, customerEmail: `load${visitor}@example.nl`, locale: page, page: '/' }),
        signal: AbortSignal.timeout(30_000),
      })
      status = response.status
      const body = (await response.json()) as { conversationId?: string }
      conversationId = body.conversationId ?? conversationId
    } catch {
      status = 0
    }
    outcomes?.push({ status, latencyMs: performance.now() - started })
    await pause()
  }
  if (conversationId) {
    await fetch(`${baseUrl}/api/site/chat/close`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ conversationId, isAutoClose: false }),
    })
  }
}

async function run(baseUrl: string, rounds: number, outcomes: Outcome[] | null): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, slot) => {
      for (let round = 0; round < rounds; round++) await conversation(baseUrl, slot + 1, outcomes)
    }),
  )
}

const stack = await startStack({ publicDir: 'public', env: { PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
try {
  const token = await stack.superuserToken()
  await disableRateLimits(stack.pbUrl, token)
  // One round first: every pooled JS engine loads the bundle and the knowledge once.
  await run(stack.pbUrl, 1, null)
  const outcomes: Outcome[] = []
  const started = performance.now()
  await run(stack.pbUrl, conversationsPerSlot, outcomes)
  const seconds = (performance.now() - started) / 1000
  const latencies = outcomes.map((outcome) => outcome.latencyMs)
  const report = {
    concurrency,
    pauseMs,
    replies: outcomes.length,
    non200: outcomes.filter((outcome) => outcome.status !== 200).length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    repliesPerSecond: Math.round(outcomes.length / seconds),
  }
  console.log(JSON.stringify(report, null, 2))
  if (report.non200 > 0) process.exitCode = 1
} finally {
  await stack.stop()
}
