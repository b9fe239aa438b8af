// Load: 2,000 valid enquiries at 50 concurrent against a real PocketBase on
// loopback; reports stored count, duplicates, non-2xx and latency percentiles.
//   node scripts/load/enquiry-load.ts            (LOAD_TOTAL, LOAD_CONCURRENCY to change)
import { startStack } from '../../tests/support/stack.ts'
import { disableRateLimits, percentile, sendEnquiries, storedEnquiries } from './common.ts'

const total = Number(process.env.LOAD_TOTAL ?? 2000)
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 50)

const stack = await startStack({ publicDir: 'dist' })
try {
  const token = await stack.superuserToken()
  await disableRateLimits(stack.pbUrl, token)
  const started = performance.now()
  const outcomes = await sendEnquiries(stack.pbUrl, total, concurrency)
  const seconds = (performance.now() - started) / 1000
  const stored = await storedEnquiries(stack.pbUrl, token)
  const keys = new Set(stored.map((item) => item.idempotency_key))
  const latencies = outcomes.map((outcome) => outcome.latencyMs)
  const report = {
    sent: total,
    concurrency,
    stored: stored.length,
    duplicates: stored.length - keys.size,
    non2xx: outcomes.filter((outcome) => outcome.status < 200 || outcome.status >= 300).length,
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    requestsPerSecond: Math.round(total / seconds),
  }
  console.log(JSON.stringify(report, null, 2))
  if (report.stored !== total || report.duplicates !== 0 || report.non2xx !== 0) process.exitCode = 1
} finally {
  await stack.stop()
}
