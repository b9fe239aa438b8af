// Lighthouse on one build, several runs per URL, with the CI settings (lighthouserc.json): for
// measuring what a change buys, and for the figures in docs/benchmarks.md. Prints per URL the best
// and the median of blocking time, LCP and the performance score as the gate measures them
// (calibrated, docs/decisions/035), Lighthouse's own blocking time (wall time, fixed 4x slowdown)
// and the host's CPU benchmark; the raw reports stay in the output folder.
//
//   node scripts/perf/lighthouse-runs.mjs <public dir> <output dir> [runs=5] [path pattern]
//
// Serves <public dir> as CI does (scripts/perf/serve-with-weather-replay.ts) on a free port and
// measures the CI URLs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runLighthouse, startServer } from './lighthouse-harness.mjs'

const [publicDir, outDir, runsArg, pathPattern] = process.argv.slice(2)
if (!publicDir || !outDir) throw new Error('usage: lighthouse-runs.mjs <public dir> <output dir> [runs]')
const runs = Number(runsArg ?? 5)
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect
const port = 8300 + Math.floor(Math.random() * 500)
const paths = config.url.map((url) => new URL(url).pathname).filter((pathname) => !pathPattern || new RegExp(pathPattern).test(pathname))

const server = await startServer(`node scripts/perf/serve-with-weather-replay.ts ${port}`, {
  env: { ...process.env, PUBLIC_DIR: path.resolve(publicDir) },
})
mkdirSync(outDir, { recursive: true })
try {
  for (const pathname of paths) {
    for (let run = 1; run <= runs; run++) {
      const name = `${pathname.replaceAll('/', '_') || '_'}-${run}`
      const url = `http://127.0.0.1:${port}${pathname}`
      const { lhr, standardLhr } = await runLighthouse(url, config, { flags: { onlyCategories: ['performance'] }, standard: true })
      writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr))
      writeFileSync(path.join(outDir, `${name}.standard.json`), JSON.stringify(standardLhr))
    }
  }
} finally {
  server.stop()
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`| URL | TBT best / median (ms) | LCP best / median (s) | performance best / median | Lighthouse's own TBT best / median (ms) | CPU benchmark min-max |`)
console.log(`|---|---|---|---|---|---|`)
for (const pathname of paths) {
  const prefix = `${pathname.replaceAll('/', '_') || '_'}-`
  const files = readdirSync(outDir).filter((file) => file.startsWith(prefix) && /^\d+\.json$/.test(file.slice(prefix.length)))
  const read = (file) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8'))
  const reports = files.map(read)
  const standardTbt = files.map((file) => read(file.replace(/\.json$/, '.standard.json')).audits['total-blocking-time'].numericValue)
  const benchmarks = reports.map((report) => Math.round(report.environment.benchmarkIndex))
  const tbt = reports.map((report) => report.audits['total-blocking-time'].numericValue)
  const lcp = reports.map((report) => report.audits['largest-contentful-paint'].numericValue / 1000)
  const score = reports.map((report) => report.categories.performance.score)
  console.log(
    `| ${pathname} | ${Math.round(Math.min(...tbt))} / ${Math.round(median(tbt))} | ${Math.min(...lcp).toFixed(2)} / ${median(lcp).toFixed(2)} | ${Math.max(...score).toFixed(2)} / ${median(score).toFixed(2)} | ${Math.round(Math.min(...standardTbt))} / ${Math.round(median(standardTbt))} | ${Math.min(...benchmarks)}-${Math.max(...benchmarks)} |`,
  )
}
