// What the Lighthouse scripts share: the site served as CI serves it, and one Lighthouse run in this
// process. `lhci collect` starts Node twice per run (its own CLI, then Lighthouse's) and took about
// 15.5 s a run here where Lighthouse itself took 9.5 s; in this process a run takes about 10.5 s. Each
// run still gets a Chrome of its own with a fresh profile, and the same flags and settings, so the
// figures are those `lhci collect` would measure.
import { spawn } from 'node:child_process'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** Starts a server command and resolves once it prints its ready line; `stop()` ends it and its children. */
export function startServer(command, { readyPattern = 'Server started', timeoutMs = 60_000, env = process.env } = {}) {
  const server = spawn(command, { shell: true, detached: true, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const stop = () => process.kill(-server.pid, 'SIGTERM')
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
 * One Lighthouse run of `url` with the `settings` of lighthouserc.json (plus `extra` flags), in a new
 * Chrome. Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): like
 * `lhci collect`, such a run is tried again, twice at most. Returns the report object (LHR).
 */
export async function runLighthouse(url, { chromePath, settings }, extra = {}) {
  const { chromeFlags = '', ...flags } = settings
  for (let attempt = 1; ; attempt++) {
    const chrome = await launch({ chromePath, chromeFlags: chromeFlags.split(' ').filter(Boolean) })
    let lhr
    try {
      lhr = (await lighthouse(url, { ...flags, ...extra, port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`${url}: ${error.message}`)
    } finally {
      await chrome.kill()
    }
    if (lhr && !lhr.runtimeError) return lhr
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no report'}`)
    console.error(`${url}: run failed (${lhr?.runtimeError?.code ?? 'no report'}), trying again`)
  }
}
