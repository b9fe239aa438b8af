/**
 * The README's `npm start` as a new user runs it: scripts/start.mjs with the repository's
 * .env.example, its own PocketBase, mail catcher (maildev) and demo content. An enquiry of every
 * tab must put both its mails in the catcher's inbox, readable. Only the build is skipped: the
 * test command has just built dist/.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquirySamples } from '../support/enquiry-samples'
import { cleanEnv, freePort, repoRoot, resolvePocketBaseBinary } from '../support/stack'

interface InboxMail {
  subject: string
  text: string
  to: { address: string }[]
}

let start: ChildProcess
let output = ''
let siteUrl = ''
let inboxUrl = ''
let dataDir = ''

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (start.exitCode !== null) throw new Error(`npm start exited (${start.exitCode}) before ${what}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  const [port, smtpPort, webPort] = [await freePort(), await freePort(), await freePort()]
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-path-'))
  siteUrl = `http://127.0.0.1:${port}`
  inboxUrl = `http://127.0.0.1:${webPort}`
  start = spawn('node', ['scripts/start.mjs', '--skip-build'], {
    cwd: repoRoot,
    detached: true,
    // What a fresh shell has: no SMTP settings of its own, only where to run.
    env: {
      ...cleanEnv(),
      POCKETBASE_BIN: await resolvePocketBaseBinary(),
      PORT: String(port),
      MAILDEV_SMTP_PORT: String(smtpPort),
      MAILDEV_WEB_PORT: String(webPort),
      PB_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  start.stdout?.on('data', (chunk) => (output += chunk))
  start.stderr?.on('data', (chunk) => (output += chunk))
  await waitFor('the start-up banner', async () => (output.includes('Ctrl-C stops everything') ? true : undefined), 90_000)
}, 120_000)

afterAll(async () => {
  if (start?.pid && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve))
    process.kill(-start.pid, 'SIGTERM')
    await exited
  }
  await rm(dataDir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('says nothing about mail being off: it goes to the local catcher', () => {
    expect(output).not.toContain('NO E-MAIL CAN BE SENT')
    expect(output).toContain(`Mail inbox      ${inboxUrl}/index.html   (every e-mail the site sends lands here)`)
  })

  it('delivers both mails of an enquiry of each tab to the inbox the README names', { timeout: 60_000 }, async () => {
    const sent = []
    for (const sample of enquirySamples) {
      const email = `start-${sample.formType}-${randomUUID().slice(0, 8)}@example.nl`
      const response = await fetch(`${siteUrl}/api/site/enquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...sample.body, email, idempotencyKey: randomUUID().replaceAll('-', '') }),
      })
      expect(response.status).toBe(201)
      sent.push({ sample, email, id: ((await response.json()) as { id: string }).id })
    }

    const inbox = await waitFor(
      'eight mails in the inbox',
      async () => {
        const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as InboxMail[]
        return mails.length >= 8 ? mails : undefined
      },
      30_000,
    )
    for (const { sample, email, id } of sent) {
      const staff = inbox.find((mail) => mail.text.includes(`Reference: ${id}`))
      const customer = inbox.find((mail) => mail.to.some((to) => to.address === email))
      expect(staff, `staff mail of the ${sample.formType} enquiry`).toBeDefined()
      expect(customer, `confirmation of the ${sample.formType} enquiry`).toBeDefined()
      for (const line of sample.staffLines) expect(staff!.text).toContain(line)
      for (const line of sample.customerLines) expect(customer!.text).toContain(line)
      for (const typed of sample.customerAbsent) expect(customer!.text).not.toContain(typed)
    }
  })
})
