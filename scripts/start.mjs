// `npm start`: builds the site, then runs PocketBase (site + API on one port)
// and a local SMTP catcher with a web inbox, seeds demo content and prints the
// URLs. `npm run dev` does the same without building and adds Vite with HMR.
// Ctrl-C stops everything this script started.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

const dev = process.argv.includes('--dev')
const fileEnv = ['.env.example', '.env'].filter(existsSync).map((file) => parseEnv(readFileSync(file, 'utf8')))
const env = { ...Object.assign({}, ...fileEnv), ...process.env }
const port = env.PORT ?? '8090'
const smtpPort = env.MAILDEV_SMTP_PORT ?? '1025'
const inboxPort = env.MAILDEV_WEB_PORT ?? '1080'
const siteUrl = `http://127.0.0.1:${port}`
Object.assign(env, {
  SMTP_HOST: env.SMTP_HOST ?? '127.0.0.1',
  SMTP_PORT: env.SMTP_PORT ?? smtpPort,
  SITE_ORIGIN: env.SITE_ORIGIN ?? siteUrl,
  POCKETBASE_URL: siteUrl,
})

const children = new Set()
let stopping = false

function stopAll(code) {
  if (stopping) return
  stopping = true
  // Each service runs in its own process group, so wrappers (npx, sh) and what they start stop together.
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

// npm does not pass SIGTERM on to scripts: stop when whoever started us is gone.
const parent = process.ppid
setInterval(() => {
  try {
    process.kill(parent, 0)
  } catch {
    stopAll(0)
  }
}, 1000).unref()

function serve(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
  children.add(child)
  child.on('exit', (code) => {
    children.delete(child)
    if (!stopping) {
      console.error(`start: ${name} stopped (exit ${code}); stopping the rest`)
      stopAll(1)
    }
  })
}

function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))))
  })
}

async function waitForHealth(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`PocketBase did not answer at ${url} within ${timeoutMs / 1000} s`)
}

if (!dev) await runToEnd('node', ['scripts/build.mjs'])

serve('mail catcher', 'node_modules/.bin/maildev', ['--ip', '127.0.0.1', '--smtp', smtpPort, '--web', inboxPort, '--silent'])
serve('PocketBase', env.POCKETBASE_BIN, [
  'serve',
  '--dir',
  'pb_data',
  '--publicDir',
  'dist',
  '--hooksDir',
  'pb_hooks',
  '--migrationsDir',
  'pb_migrations',
  '--http',
  `127.0.0.1:${port}`,
  ...(dev ? ['--dev'] : []),
])
await waitForHealth(`${siteUrl}/api/health`)
await runToEnd('node', ['scripts/seed.mjs'])
if (dev) serve('Vite', 'node_modules/.bin/vite', ['--host', '127.0.0.1'])

console.log(`
  Site            ${dev ? 'http://127.0.0.1:5173 (Vite, HMR)   built site: ' : ''}${siteUrl}
  Staff sign-in   ${siteUrl}/admin/auth   (${env.PB_STAFF_EMAIL ?? 'see .env.example'})
  PocketBase      ${siteUrl}/_/   (${env.PB_SUPERUSER_EMAIL ?? 'see .env.example'})
  Mail inbox      http://127.0.0.1:${inboxPort}/index.html

  Ctrl-C stops everything.
`)
