// Alternating Lighthouse runs of several builds on one URL, measured as the gate measures
// (lighthouse-harness.mjs): each build is served like CI serves it, and every round runs each build
// once, in a rotating order, so a slow moment of the machine hits every build alike. Prints blocking
// time and LCP per run, with the main thread's whole work and script time.
//
//   node scripts/perf/lighthouse-ab.mjs <path> <runs> <public dir> [<public dir> ...]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runLighthouse, startServer } from './lighthouse-harness.mjs'

const [pathname, runsArg, ...dirs] = process.argv.slice(2)
if (!pathname || !runsArg || dirs.length === 0) throw new Error('usage: lighthouse-ab.mjs <path> <runs> <public dir> ...')
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect
const servers = []
try {
  for (const [index, dir] of dirs.entries()) {
    const port = 8400 + index
    servers.push({ dir, port, ...(await startServer(`node scripts/perf/serve-with-weather-replay.ts ${port}`, { env: { ...process.env, PUBLIC_DIR: path.resolve(dir) } })) })
  }
  for (let run = 1; run <= Number(runsArg); run++) {
    // Each round starts with the next build, so no build always runs first and a slow first slot
    // falls on every build in turn.
    for (let offset = 0; offset < servers.length; offset++) {
      const { dir, port } = servers[(run - 1 + offset) % servers.length]
      const { lhr } = await runLighthouse(`http://127.0.0.1:${port}${pathname}`, config, { flags: { onlyCategories: ['performance'] } })
      const figure = (id) => Math.round(lhr.audits[id].numericValue)
      console.log(dir.padEnd(30), 'run', run, 'TBT', figure('total-blocking-time'), 'LCP', figure('largest-contentful-paint'), 'work', figure('mainthread-work-breakdown'), 'script', figure('bootup-time'))
    }
  }
} finally {
  for (const server of servers) server.stop()
}
