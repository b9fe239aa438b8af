// Lighthouse on one build, several runs per URL, with the CI settings (lighthouserc.json): for
// measuring what a change buys. Prints per URL the best and the median of blocking time, LCP and
// the performance score; the raw reports stay in the output folder.
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
      const lhr = await runLighthouse(`http://127.0.0.1:${port}${pathname}`, config, { onlyCategories: ['performance'] })
      writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr))
    }
  }
} finally {
  server.stop()
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`| URL | TBT best / median (ms) | LCP best / median (s) | performance best / median |`)
console.log(`|---|---|---|---|`)
for (const pathname of paths) {
  const prefix = `${pathname.replaceAll('/', '_') || '_'}-`
  const reports = readdirSync(outDir)
    .filter((file) => file.startsWith(prefix) && /^\d+\.json$/.test(file.slice(prefix.length)))
    .map((file) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8')))
  const tbt = reports.map((report) => report.audits['total-blocking-time'].numericValue)
  const lcp = reports.map((report) => report.audits['largest-contentful-paint'].numericValue / 1000)
  const score = reports.map((report) => report.categories.performance.score)
  console.log(
    `| ${pathname} | ${Math.round(Math.min(...tbt))} / ${Math.round(median(tbt))} | ${Math.min(...lcp).toFixed(2)} / ${median(lcp).toFixed(2)} | ${Math.max(...score).toFixed(2)} / ${median(score).toFixed(2)} |`,
  )
}
