/**
 * A throw-away backend for API and end-to-end tests:
 *
 * - an in-process SMTP server that keeps every e-mail in memory, readable by
 *   other processes over a tiny HTTP API on loopback (see mailbox.ts);
 * - the real PocketBase build (scripts/build-pocketbase.sh or POCKETBASE_BIN)
 *   on a free port with a temporary data dir and the repository's own
 *   pb_migrations and pb_hooks, so every run starts from the migrations.
 *
 *   const stack = await startStack()
 *   ...
 *   await stack.stop()
 *
 * PocketBase gets a clean environment: PATH/HOME/TMPDIR/LANG/TZ from the
 * parent, the variables below, and `options.env` on top (for example a
 * weather API base URL pointing at a local replay server).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { accessSync, constants as fsConstants } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { MailMessage } from './mailbox'
import { superuserSignIn } from './superuser.ts'

export interface Credentials {
  email: string
  password: string
}

export interface StackOptions {
  /** Directory PocketBase serves the site from; relative to the repo root. @default 'dist' */
  publicDir?: string
  /** Extra environment for PocketBase (overrides the stack's own values). */
  env?: Record<string, string>
}

export interface Stack {
  /** Base URL of PocketBase, e.g. http://127.0.0.1:41234 (no trailing slash). */
  pbUrl: string
  /** The captured e-mails: GET/DELETE `${url}/messages` (see mailbox.ts). */
  mailbox: { url: string; smtpPort: number }
  /** The superuser created by the migrations from PB_SUPERUSER_*. */
  superuser: Credentials
  /** The staff member created by the migrations from PB_STAFF_*. */
  staff: Credentials & { name: string }
  /** The temporary PocketBase data dir (removed by stop()). */
  dataDir: string
  /** A superuser token: the password and a one-time code from `pocketbase superuser otp` (works with the mail down). */
  superuserToken(): Promise<string>
  /** PocketBase's output so far (stdout and stderr). */
  logs(): string
  /** Stops PocketBase (SIGTERM, SIGKILL after 5 s), closes the servers, removes the data dir. */
  stop(): Promise<void>
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const HOST = '127.0.0.1'
const HEALTH_TIMEOUT_MS = 30_000
const KILL_GRACE_MS = 5_000
const MAX_LOG_CHARS = 200_000

/** A port that was free a moment ago (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('could not determine a free port'))))
    })
  })
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK)
    return true
  } catch {
    return false
  }
}

let binaryPromise: Promise<string> | undefined

/** POCKETBASE_BIN, or the binary scripts/build-pocketbase.sh builds (last stdout line). */
export function resolvePocketBaseBinary(): Promise<string> {
  binaryPromise ??= (async () => {
    const fromEnv = process.env.POCKETBASE_BIN?.trim()
    if (fromEnv && isExecutable(fromEnv)) return fromEnv

    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'bash',
        [path.join(repoRoot, 'scripts/build-pocketbase.sh')],
        { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, timeout: 15 * 60_000 },
        (error, out, err) => {
          if (error) reject(new Error(`scripts/build-pocketbase.sh failed: ${error.message}\n${err}`))
          else resolve(out)
        },
      )
    })
    const binary = stdout.trim().split('\n').at(-1)?.trim() ?? ''
    if (!binary || !isExecutable(binary)) {
      throw new Error(`scripts/build-pocketbase.sh did not print an executable path (got ${JSON.stringify(binary)})`)
    }
    return binary
  })()
  binaryPromise.catch(() => (binaryPromise = undefined))
  return binaryPromise
}

// ---------------------------------------------------------------------------
// mail capture
// ---------------------------------------------------------------------------

export interface MailCapture {
  smtpPort: number
  url: string
  close(): Promise<void>
}

/** The in-process SMTP server and its HTTP mailbox; a fixed port lets a fault script start it late. */
export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: MailMessage[] = []
  let sequence = 0

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      // any credentials are accepted: this server only captures mail
      callback(null, { user: auth.username ?? 'test' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headerTo = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
            .flatMap((group) => group.value)
            .map((entry) => entry.address ?? '')
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          const to = [...new Set([...envelopeTo, ...headerTo].filter(Boolean).map((a) => a.toLowerCase()))]
          sequence += 1
          messages.push({
            id: String(sequence),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
            date: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  smtp.on('error', () => {
    // connection-level errors (a client hanging up) must not crash the test runner
  })

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(port, HOST, () => resolve())
  })
  const smtpAddress = smtp.server.address()
  const smtpPort = typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0

  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${HOST}`)
    if (url.pathname !== '/messages') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(messages))
      return
    }
    if (request.method === 'DELETE') {
      messages.length = 0
      response.writeHead(204).end()
      return
    }
    response.writeHead(405, { allow: 'GET, DELETE' }).end()
  })
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject)
    api.listen(0, HOST, () => resolve())
  })
  const apiAddress = api.address()
  const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0

  return {
    smtpPort,
    url: `http://${HOST}:${apiPort}`,
    async close() {
      api.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => api.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}

// ---------------------------------------------------------------------------
// PocketBase
// ---------------------------------------------------------------------------

export interface PocketBaseProcess {
  child: ChildProcess
  url: string
  logs(): string
}

export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ']) {
    const value = process.env[key]
    if (value !== undefined) env[key] = value
  }
  return env
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  let lastError = ''
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `PocketBase exited (${child.exitCode ?? child.signalCode}) before it was healthy. Log:\n${logs()}`,
      )
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) return
      lastError = `status ${response.status}`
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `PocketBase at ${url} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastError}). Log:\n${logs()}`,
  )
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }, KILL_GRACE_MS)
  await exited
  clearTimeout(timer)
}

export async function startPocketBase(
  binary: string,
  dataDir: string,
  publicDir: string,
  env: Record<string, string>,
): Promise<PocketBaseProcess> {
  const port = await freePort()
  const url = `http://${HOST}:${port}`
  let output = ''
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    if (output.length > MAX_LOG_CHARS) output = output.slice(-MAX_LOG_CHARS)
  }

  const child = spawn(
    binary,
    [
      'serve',
      `--dir=${dataDir}`,
      `--publicDir=${publicDir}`,
      `--hooksDir=${path.join(repoRoot, 'pb_hooks')}`,
      `--migrationsDir=${path.join(repoRoot, 'pb_migrations')}`,
      // a hooks edit by someone else must not restart the server mid-run
      '--hooksWatch=false',
      `--http=${HOST}:${port}`,
    ],
    {
      cwd: repoRoot,
      env: { ...env, SITE_ORIGIN: env.SITE_ORIGIN ?? url },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`could not start ${binary}: ${error.message}`))),
  )

  try {
    await Promise.race([waitForHealth(url, child, () => output), spawnError])
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { child, url, logs: () => output }
}

// ---------------------------------------------------------------------------
// the stack
// ---------------------------------------------------------------------------

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const binary = await resolvePocketBaseBinary()
  const publicDir = path.resolve(repoRoot, options.publicDir ?? 'dist')
  const suffix = randomBytes(6).toString('hex')
  const superuser: Credentials = { email: 'admin@parapro.test', password: `test-admin-${suffix}` }
  const staff = { email: 'staff@parapro.test', password: `test-staff-${suffix}`, name: 'Test Staff' }

  const mail = await startMailCapture()
  let tempRoot: string | undefined
  let pocketbase: PocketBaseProcess | undefined

  const cleanup = async () => {
    if (pocketbase) await stopProcess(pocketbase.child)
    await mail.close()
    if (tempRoot) await rm(tempRoot, { recursive: true, force: true })
  }

  try {
    tempRoot = await mkdtemp(path.join(os.tmpdir(), 'parapro-pb-'))
    const dataDir = path.join(tempRoot, 'pb_data')
    const env: Record<string, string> = {
      ...cleanEnv(),
      SMTP_HOST: HOST,
      SMTP_PORT: String(mail.smtpPort),
      SMTP_TLS: 'false',
      SMTP_USER: '',
      SMTP_PASSWORD: '',
      MAIL_FROM: 'no-reply@parapro.test',
      PB_SUPERUSER_EMAIL: superuser.email,
      PB_SUPERUSER_PASSWORD: superuser.password,
      PB_STAFF_EMAIL: staff.email,
      PB_STAFF_PASSWORD: staff.password,
      PB_STAFF_NAME: staff.name,
      // the stack's staff account and admin-1..admin-60@parapro.test (tests/support/staff.ts)
      ADMIN_EMAILS: ['staff@parapro.test', ...Array.from({ length: 60 }, (_, i) => `admin-${i + 1}@parapro.test`)].join(','),
      // invented example business details in the settings record (never in production)
      SEED_EXAMPLE_FACTS: 'true',
      ...options.env,
    }

    // the port can be taken between freePort() and PocketBase binding it: retry then
    for (let attempt = 1; ; attempt++) {
      try {
        pocketbase = await startPocketBase(binary, dataDir, publicDir, env)
        break
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        if (attempt >= 3 || !/address already in use/i.test(message)) throw error
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  } catch (error) {
    await cleanup()
    throw error
  }

  const pb = pocketbase
  // never leave an orphaned PocketBase behind if the runner exits without stop()
  const killOnExit = () => {
    if (pb.child.exitCode === null && pb.child.signalCode === null) pb.child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  let stopped: Promise<void> | undefined
  return {
    pbUrl: pb.url,
    mailbox: { url: mail.url, smtpPort: mail.smtpPort },
    superuser,
    staff,
    dataDir: path.join(tempRoot, 'pb_data'),
    superuserToken: () => superuserSignIn({ pbUrl: pb.url, ...superuser, code: { pocketbaseBin: binary, dataDir: path.join(tempRoot!, 'pb_data') } }),
    logs: () => pb.logs(),
    stop() {
      stopped ??= (async () => {
        process.removeListener('exit', killOnExit)
        await cleanup()
      })()
      return stopped
    },
  }
}
