// Shows that the Lighthouse gate still catches a real regression after its calibration
// (docs/decisions/035): a throwaway copy of the build gets a deliberate long task at the start of
// one page, and the gate's own assertions (lighthouserc.json) must fail that page and pass the
// unchanged build, both on this machine as it is and with Chrome slowed down further through
// DevTools to stand for a slower host.
//
//   node scripts/perf/lighthouse-gate-sensitivity.mjs      (after a build in dist/)
//
// The long task is a fixed amount of work, not a fixed time: the benchmark's own string-building
// loop, as many rounds as a host with CPU benchmark 2,000 (the high-end desktop of Lighthouse's
// calibration table) does in 150 ms. A slower host takes longer for it, as it would for real code.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { lighthouseWorkers, startServer } from './lighthouse-harness.mjs'

const { getAllAssertionResults } = createRequire(import.meta.url)('@lhci/utils/src/assertions.js')

const PAGE = '/'
const RUNS = 3
const SLOWER_HOST_RATE = 2
const LONG_TASK_ROUNDS = Math.round(0.15 * 2000 * 10)

const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci
const throwaway = mkdtempSync(path.join(tmpdir(), 'gate-sensitivity-'))
const withLongTask = path.join(throwaway, 'dist')
cpSync('dist', withLongTask, { recursive: true })
addLongTask(withLongTask, PAGE)

const expectations = [
  { build: 'dist', label: 'unchanged build', shouldPass: true },
  { build: withLongTask, label: `build with a long task at the start of ${PAGE}`, shouldPass: false },
]
const wrong = []
const workers = lighthouseWorkers(2)
try {
  for (const { build, label, shouldPass } of expectations) {
    const port = 8300 + Math.floor(Math.random() * 500)
    const server = await startServer(`node scripts/perf/serve-with-weather-replay.ts ${port}`, {
      env: { ...process.env, PUBLIC_DIR: path.resolve(build) },
    })
    try {
      const url = `http://127.0.0.1:${port}${PAGE}`
      await fetch(url).then((response) => response.arrayBuffer())
      for (const cpuThrottlingRate of [undefined, SLOWER_HOST_RATE]) {
        const host = cpuThrottlingRate ? `Chrome slowed ${cpuThrottlingRate}x` : 'this machine as it is'
        const results = await Promise.all(Array.from({ length: RUNS }, () => workers.run(url, config.collect, { cpuThrottlingRate })))
        const lhrs = results.map((result) => result.lhr)
        const failures = getAllAssertionResults(config.assert, lhrs)
        const blocking = lhrs.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)).join(', ')
        const verdict = failures.length ? `fails (${failures.map(describe).join('; ')})` : 'passes'
        console.log(`${label}, ${host}: blocking time ${blocking} ms; the gate ${verdict}`)
        if (shouldPass !== (failures.length === 0)) wrong.push(`${label}, ${host}`)
      }
    } finally {
      server.stop()
    }
  }
} finally {
  await workers.close()
  rmSync(throwaway, { recursive: true, force: true })
}
if (wrong.length) {
  console.error(`The gate judged wrongly: ${wrong.join(' and ')}`)
  process.exitCode = 1
} else console.log('The gate fails the long task and passes the unchanged build, on both hosts.')

/**
 * Puts the long task at the start of the site's entry module, where a heavier start-up would land
 * (it runs after the first paint, as the page's own start-up code does), on `page` only.
 */
function addLongTask(build, page) {
  const html = readFileSync(path.join(build, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`), 'utf8')
  const entry = html.match(/import\("(\/assets\/entry-client-[\w-]+\.js)"\)/)?.[1]
  if (!entry) throw new Error(`no entry module imported by ${page}`)
  const file = path.join(build, entry)
  const longTask =
    `if (location.pathname === ${JSON.stringify(page)}) {\n` +
    `  for (let round = 0; round < ${LONG_TASK_ROUNDS}; round++) {\n` +
    `    let text = ''\n    for (let letter = 0; letter < 10000; letter++) text += 'a'\n` +
    `    if (text.length === 1) throw new Error('unreachable')\n  }\n}\n`
  // After the module's imports (static imports are hoisted and evaluated first either way).
  writeFileSync(file, longTask + readFileSync(file, 'utf8'))
}

function describe(failure) {
  return `${failure.auditId} ${Math.round(failure.actual * 100) / 100} against ${failure.expected}`
}
