// What the Lighthouse scripts share: the site served as CI serves it, and one Lighthouse run in this
// process, calibrated so that it measures the page and not the machine (cpu-calibration.mjs,
// docs/decisions/035). Each run gets a Chrome of its own with a fresh profile and the settings of
// lighthouserc.json; Lighthouse gathers the page as it always does, and the audits then run on the
// gathered artifacts with main-thread tasks at their thread time and the CPU slowdown taken from
// the run's own CPU benchmark.
import { spawn } from 'node:child_process'
import { Worker } from 'node:worker_threads'
import { launch } from 'chrome-launcher'
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { Runner } from 'lighthouse/core/runner.js'
import puppeteer from 'puppeteer-core'
import { calibratedSlowdown, tasksAtThreadTime } from './cpu-calibration.ts'

/** Starts a server command and resolves once it prints its ready line; `stop()` ends it and its children. */
export function startServer(command, { readyPattern = 'Server started', timeoutMs = 60_000, env = process.env } = {}) {
  const server = spawn(command, { shell: true, detached: true, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already ended
    }
  }
  // A script that dies of an error must not leave the server holding its port.
  process.once('exit', stop)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${command}" not ready in time`)), timeoutMs)
    server.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      if (String(chunk).includes(readyPattern)) {
        clearTimeout(timer)
        resolve({ stop })
      }
    })
    server.on('exit', (code) => reject(new Error(`"${command}" exited with ${code}`)))
  })
}

/**
 * One calibrated Lighthouse run of `url` with the `settings` of lighthouserc.json (plus `flags`), in
 * a new Chrome. `cpuThrottlingRate` slows that Chrome down through DevTools for the whole run, to
 * stand for a slower host. `standard: true` also returns the report Lighthouse itself would give
 * (wall time, its fixed slowdown), for the benchmarks. Lighthouse now and then fails to record a
 * trace on a busy machine (NO_NAVSTART): like `lhci collect`, such a run is tried again, twice at
 * most. Returns `{ lhr, standardLhr? }`.
 */
export async function runLighthouse(url, { chromePath, settings }, { flags = {}, cpuThrottlingRate, standard = false } = {}) {
  const { chromeFlags = '', ...settingsFlags } = settings
  if ((flags.throttlingMethod ?? settingsFlags.throttlingMethod ?? 'simulate') !== 'simulate') {
    throw new Error('the calibration applies to simulated throttling only')
  }
  for (let attempt = 1; ; attempt++) {
    let result
    try {
      result = await gatherAndAudit(url, {
        chromePath,
        chromeFlags: chromeFlags.split(' ').filter(Boolean),
        flags: { ...settingsFlags, ...flags, logLevel: 'error' },
        cpuThrottlingRate,
        standard,
      })
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`${url}: ${error.message}, trying again`)
      continue
    }
    if (!result.lhr.runtimeError) return result
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`)
    console.error(`${url}: run failed (${result.lhr.runtimeError.code}), trying again`)
  }
}

async function gatherAndAudit(url, { chromePath, chromeFlags, flags, cpuThrottlingRate, standard }) {
  const chrome = await launch({ chromePath, chromeFlags })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    const page = await browser.newPage()
    const throttle = async () => {
      if (cpuThrottlingRate) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate })
    }
    await throttle()
    const { artifacts, runnerOptions } = await navigationGather(page, url, { flags })
    // Lighthouse ends its run by clearing any CPU throttling; the benchmark after the load must run
    // on the same (slowed) host as the page did.
    await throttle()
    const benchmarkAfterLoad = await benchmarkAtThreadSpeed(browser, page)
    await browser.disconnect()
    const benchmarkIndex = Math.max(artifacts.BenchmarkIndex, benchmarkAfterLoad)
    const calibrated = {
      ...artifacts,
      BenchmarkIndex: benchmarkIndex,
      Trace: { ...artifacts.Trace, traceEvents: tasksAtThreadTime(artifacts.Trace.traceEvents) },
    }
    const { lhr } = await audit(calibrated, runnerOptions, calibratedSlowdown(benchmarkIndex))
    lhr.environment.benchmarkIndexes = [artifacts.BenchmarkIndex, benchmarkAfterLoad]
    if (!standard) return { lhr }
    return { lhr, standardLhr: (await audit(artifacts, runnerOptions, artifacts.settings.throttling.cpuSlowdownMultiplier)).lhr }
  } finally {
    await chrome.kill()
  }
}

/**
 * Lighthouse's CPU benchmark in the page, counted against the time the page's renderer had a core
 * rather than the time that passed: the tasks are measured at their thread time, and a benchmark
 * taken while another process held the core would make the host look slower than the page's
 * thread was. (A host that is slower, or slowed by DevTools, is slower in both.)
 */
async function benchmarkAtThreadSpeed(browser, page) {
  const session = await browser.target().createCDPSession()
  const rendererTimes = async () => {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo')
    return new Map(processInfo.filter((process) => process.type === 'renderer').map((process) => [process.id, process.cpuTime]))
  }
  const before = await rendererTimes()
  const started = performance.now()
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)
  const wallSeconds = (performance.now() - started) / 1000
  const after = await rendererTimes()
  const cpuSeconds = Math.max(...[...after].map(([id, time]) => time - (before.get(id) ?? time)))
  return cpuSeconds > 0 ? index * Math.max(1, wallSeconds / cpuSeconds) : index
}

async function audit(artifacts, runnerOptions, cpuSlowdownMultiplier) {
  // The settings the artifacts were gathered with must equal those they are audited with; in
  // simulated throttling the slowdown only enters at the audits.
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier } }
  const resolvedConfig = { ...runnerOptions.resolvedConfig, settings }
  return Runner.audit({ ...artifacts, settings }, { ...runnerOptions, resolvedConfig, computedCache: new Map() })
}

/**
 * `count` worker threads that each take one Lighthouse run at a time (lighthouse-worker.mjs), for
 * runs side by side. `run` has the arguments and result of `runLighthouse`; `close` ends the threads.
 */
export function lighthouseWorkers(count) {
  const idle = Array.from({ length: count }, () => new Worker(new URL('./lighthouse-worker.mjs', import.meta.url)))
  const all = [...idle]
  const waiting = []
  let nextId = 0
  const run = async (url, collect, options = {}) => {
    const worker = idle.pop() ?? (await new Promise((resolve) => waiting.push(resolve)))
    try {
      const id = nextId++
      const reply = await new Promise((resolve, reject) => {
        const onMessage = (message) => {
          if (message.id !== id) return
          worker.off('message', onMessage)
          worker.off('error', reject)
          resolve(message)
        }
        worker.on('message', onMessage)
        worker.once('error', reject)
        worker.postMessage({ id, url, collect, options })
      })
      if (reply.error) throw new Error(reply.error)
      return reply.result
    } finally {
      const next = waiting.shift()
      if (next) next(worker)
      else idle.push(worker)
    }
  }
  return { run, close: () => Promise.all(all.map((worker) => worker.terminate())) }
}
