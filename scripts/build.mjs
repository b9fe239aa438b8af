// Builds the server renderer first, then the client; the client build's
// prerender step uses the renderer to write every page as static HTML.
import { writeFileSync } from 'node:fs'
import { build, loadEnv } from 'vite'

await build({ build: { ssr: 'src/entry-server.tsx' }, mode: 'production', logLevel: 'warn' })
await build({ mode: 'production' })

// The origins this build's configuration adds to every page's Content-Security-Policy
// (server/content_security.go): Google's, as Google documents them for GA4, only when the build
// has a measurement id.
const analytics = loadEnv('production', process.cwd()).VITE_GA_MEASUREMENT_ID?.trim()
const google = analytics
  ? {
      script: ['https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    }
  : { script: [], connect: [], img: [] }
writeFileSync('dist/csp-sources.json', `${JSON.stringify(google, null, 2)}\n`)
