// Measures the JavaScript a page downloads on its own (no scrolling, no clicks), as it goes over
// the wire (gzip), in Chromium with a phone viewport: what the initial-JS budget is about.
//
//   node scripts/perf/initial-js.mjs http://127.0.0.1:8097 / /nl /services/tandem-jumps
//
// VERBOSE=1 lists every file. The page is given 3 s after "load" for idle-time work.
import { chromium } from '@playwright/test'

const [base, ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node scripts/perf/initial-js.mjs <base-url> <path> [<path> ...]')
  process.exit(2)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Map()
    const beforeLoad = new Set()
    let loaded = false
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { url: response.url.replace(base, ''), bytes: 0 })
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId)
      if (!script) return
      script.bytes = encodedDataLength
      if (!loaded) beforeLoad.add(requestId)
    })
    await page.goto(base + path, { waitUntil: 'load' })
    loaded = true
    await page.waitForTimeout(3000)
    const all = [...scripts.entries()]
    const sum = (entries) => entries.reduce((total, [, script]) => total + script.bytes, 0) / 1024
    const atLoad = all.filter(([id]) => beforeLoad.has(id))
    console.log(
      `${path}: ${sum(atLoad).toFixed(1)} KB of JS by the load event (${atLoad.length} files), ` +
        `${sum(all).toFixed(1)} KB including idle-time prefetches (${all.length} files)`,
    )
    if (process.env.VERBOSE) {
      for (const [id, { url, bytes }] of all.sort((a, b) => b[1].bytes - a[1].bytes)) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB ${beforeLoad.has(id) ? 'load' : 'idle'} ${url}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
}
