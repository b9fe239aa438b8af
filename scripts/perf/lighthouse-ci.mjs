// The Lighthouse step of `npm test`: Lighthouse CI with calibrated runs (lighthouse-harness.mjs,
// docs/decisions/035), each URL's runs spread over the whole step (round one measures every URL
// once, round two again, and so on), saved where `lhci collect` saves its runs; then `lhci upload`
// and `lhci assert` as `lhci autorun` would. Settings, URLs, the number of runs and the assertions
// stay in lighthouserc.json.
//
//   node scripts/perf/lighthouse-ci.mjs
//
// Rounds rather than a URL's runs in a row: a few busy minutes of a shared machine then spread over
// every URL instead of taking all the runs of one.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { lighthouseWorkers, startServer } from './lighthouse-harness.mjs'

// Two runs at a time, each in its own Chrome and worker thread: a run spends about half its time
// waiting for the page to go quiet, and the calibration makes a run's figures independent of what
// else uses the machine (docs/decisions/035).
const RUNS_AT_ONCE = 2
const collect = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect
const { url: urls, numberOfRuns, startServerCommand, startServerReadyPattern, startServerReadyTimeout } = collect

rmSync('.lighthouseci', { recursive: true, force: true })
mkdirSync('.lighthouseci')
const server = await startServer(startServerCommand, { readyPattern: startServerReadyPattern, timeoutMs: startServerReadyTimeout })
const workers = lighthouseWorkers(RUNS_AT_ONCE)
try {
  // The first request of a page warms the server (PocketBase's hook engine, the weather replay); a
  // visitor's request seldom meets a cold server, so no run should.
  for (const url of urls) await fetch(url).then((response) => response.arrayBuffer())
  const runs = Array.from({ length: numberOfRuns }, (_, round) => urls.map((url) => ({ round: round + 1, url }))).flat()
  let next = 0
  const measureNext = async () => {
    while (next < runs.length) {
      const order = next++
      const { round, url } = runs[order]
      console.log(`==> round ${round} of ${numberOfRuns}: ${url}`)
      const { lhr } = await workers.run(url, collect)
      // Where and how `lhci collect` saves a run (lhr-<digits>.json), for `lhci upload` and `lhci
      // assert` to read; numbered in the order the runs started.
      writeFileSync(`.lighthouseci/lhr-${1000 + order}.json`, JSON.stringify(lhr))
    }
  }
  await Promise.all(Array.from({ length: RUNS_AT_ONCE }, measureNext))
} finally {
  await workers.close()
  server.stop()
}
lhci('upload')
printRuns()
process.exitCode = lhci('assert')

// Every run's blocking time on the simulated phone, with the host's CPU benchmark and the slowdown
// that benchmark gave, so a failure shows what the page did on every run.
function printRuns() {
  const reports = readdirSync('.lighthouseci')
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .sort((a, b) => Number(a.match(/\d+/)[0]) - Number(b.match(/\d+/)[0]))
    .map((file) => JSON.parse(readFileSync(`.lighthouseci/${file}`, 'utf8')))
  console.log('\nBlocking time per run in ms (host CPU benchmark, slowdown), in the order measured:')
  for (const url of urls) {
    const runs = reports
      .filter((report) => report.requestedUrl === url)
      .map((report) => {
        const blocking = Math.round(report.audits['total-blocking-time'].numericValue)
        const slowdown = report.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)
        return `${blocking} (${Math.round(report.environment.benchmarkIndex)}, ${slowdown}x)`
      })
    console.log(`  ${new URL(url).pathname.padEnd(34)} ${runs.join('  ')}`)
  }
}

function lhci(...args) {
  const { status } = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit' })
  if (status !== 0 && args[0] !== 'assert') throw new Error(`lhci ${args.join(' ')} exited with ${status}`)
  return status
}
