// `npm start`: builds the site, then runs PocketBase (site + API on one port)
// and a local SMTP catcher with a web inbox, seeds demo content and prints the
// URLs. `npm run dev` does the same without building and adds Vite with HMR.
// Ctrl-C stops everything this script started.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEnv } from './start-env.mjs'

const dev = process.argv.includes('--dev')
// For the start-path test: the build in dist/ is already there.
const skipBuild = process.argv.includes('--skip-build')
const env = startEnv()
const port = env.PORT
const smtpPort = env.MAILDEV_SMTP_PORT
const inboxPort = env.MAILDEV_WEB_PORT
const siteUrl = env.POCKETBASE_URL

const children = new Set()
let inboxDir
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
  process.on('exit', () => inboxDir && rmSync(inboxDir, { recursive: true, force: true }))
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

async function waitForHealth(url, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`)
}

await runToEnd('node', ['scripts/hooks-bundle.mjs'])
if (!dev && !skipBuild) await runToEnd('node', ['scripts/build.mjs'])

// Each run gets an inbox of its own: two catchers sharing maildev's default folder lose each other's mail.
inboxDir = mkdtempSync(path.join(os.tmpdir(), 'parapro-inbox-'))
serve('mail catcher', 'node_modules/.bin/maildev', ['--ip', '127.0.0.1', '--smtp', smtpPort, '--web', inboxPort, '--mail-directory', inboxDir, '--silent'])
// Mail sent before the catcher listens would fail and wait a minute for its retry.
await waitForHealth(`http://127.0.0.1:${inboxPort}/api/email`, 'The mail catcher')
serve('PocketBase', env.POCKETBASE_BIN, [
  'serve',
  '--dir',
  env.PB_DATA_DIR,
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
await waitForHealth(`${siteUrl}/api/health`, 'PocketBase')
await runToEnd('node', ['scripts/seed.mjs'])
if (dev) serve('Vite', 'node_modules/.bin/vite', ['--host', '127.0.0.1'])

console.log(`
  Site            ${dev ? 'http://127.0.0.1:5173 (Vite, HMR)   built site: ' : ''}${siteUrl}
  Staff sign-in   ${siteUrl}/admin/auth   (${env.PB_STAFF_EMAIL ?? 'see .env.example'})
  PocketBase      ${siteUrl}/_/   (${env.PB_SUPERUSER_EMAIL ?? 'see .env.example'})
  Mail inbox      http://127.0.0.1:${inboxPort}/index.html   (${env.SMTP_HOST === '127.0.0.1' && env.SMTP_PORT === smtpPort ? 'every e-mail the site sends lands here' : `mail goes to ${env.SMTP_HOST}:${env.SMTP_PORT}`})

  Ctrl-C stops everything.
`)
