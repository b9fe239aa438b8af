// Lighthouse CI with each URL's runs spread over the whole step: round one measures every URL once,
// round two again, and so on (each run as lighthouse-harness.mjs takes it, saved where `lhci collect`
// saves its runs); then `lhci upload` and `lhci assert` as `lhci autorun` would. Settings, URLs, the
// number of runs and the assertions stay in lighthouserc.json.
//
//   node scripts/perf/lighthouse-ci.mjs
//
// Why not `lhci autorun`: it measures a URL's runs one after another, so a few busy minutes of a
// shared machine can take every run of one URL, and "best of seven" then measures the machine.
// The CI run of 2026-11-27 failed that way on the home page (105-191 ms in seven consecutive runs;
// 12-50 ms on the same code in calmer runs).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { runLighthouse, startServer } from './lighthouse-harness.mjs'

const collect = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect
const { url: urls, numberOfRuns, startServerCommand, startServerReadyPattern, startServerReadyTimeout } = collect

rmSync('.lighthouseci', { recursive: true, force: true })
mkdirSync('.lighthouseci')
const server = await startServer(startServerCommand, { readyPattern: startServerReadyPattern, timeoutMs: startServerReadyTimeout })
try {
  // The first request of a page warms the server (PocketBase's hook engine, the weather replay); a
  // visitor's request seldom meets a cold server, so no run should.
  for (const url of urls) await fetch(url).then((response) => response.arrayBuffer())
  for (let round = 1; round <= numberOfRuns; round++) {
    for (const url of urls) {
      console.log(`==> round ${round} of ${numberOfRuns}: ${url}`)
      const lhr = await runLighthouse(url, collect)
      // Where and how `lhci collect` saves a run, for `lhci upload` and `lhci assert` to read.
      writeFileSync(`.lighthouseci/lhr-${Date.now()}.json`, JSON.stringify(lhr))
    }
  }
} finally {
  server.stop()
}
lhci('upload')
printRuns()
process.exitCode = lhci('assert')

// Every run's blocking time next to Lighthouse's CPU benchmark of that moment, so a failure shows
// whether the page or the machine was slow.
function printRuns() {
  const reports = readdirSync('.lighthouseci')
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .sort()
    .map((file) => JSON.parse(readFileSync(`.lighthouseci/${file}`, 'utf8')))
  console.log('\nBlocking time per run in ms (Lighthouse CPU benchmark of the run), in the order measured:')
  for (const url of urls) {
    const runs = reports
      .filter((report) => report.requestedUrl === url)
      .map((report) => `${Math.round(report.audits['total-blocking-time'].numericValue)} (${Math.round(report.environment.benchmarkIndex)})`)
    console.log(`  ${new URL(url).pathname.padEnd(34)} ${runs.join('  ')}`)
  }
}

function lhci(...args) {
  const { status } = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit' })
  if (status !== 0 && args[0] !== 'assert') throw new Error(`lhci ${args.join(' ')} exited with ${status}`)
  return status
}
