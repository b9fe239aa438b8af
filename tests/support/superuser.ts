/**
 * The superuser's sign-in with its second factor (PocketBase's MFA on `_superusers`,
 * pb_migrations/1764800100_superuser_second_factor.js): the password, then an 8-digit one-time
 * code, either the one PocketBase mails (read from the test mailbox, as the dashboard's user reads
 * it) or one from `pocketbase superuser otp` on the server's data (for stacks whose mail is down on
 * purpose, and the seed script). Usable from Vitest, Playwright and the scripts.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readMailbox, waitForNewMail, type MailMessage } from './mailbox.ts'

export interface SuperuserSignIn {
  pbUrl: string
  email: string
  password: string
  /** Where the code comes from: the mail in this mailbox, or the CLI on this binary and data dir. */
  code: { mailboxUrl: string } | { pocketbaseBin: string; dataDir: string }
  /** Extra request headers, e.g. an X-Forwarded-For of the caller's own. */
  headers?: Record<string, string>
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A one-time code made on the server's own data, as an operator at the machine would. */
export function cliOneTimeCode(pocketbaseBin: string, dataDir: string, email: string): Promise<{ otpId: string; code: string }> {
  const args = ['superuser', 'otp', email, `--dir=${dataDir}`, `--hooksDir=${path.join(repoRoot, 'pb_hooks')}`, '--hooksWatch=false', `--migrationsDir=${path.join(repoRoot, 'pb_migrations')}`]
  return new Promise((resolve, reject) => {
    execFile(pocketbaseBin, args, { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1' } }, (error, stdout) => {
      const otpId = /Id:\s+(\w+)/.exec(stdout)?.[1]
      const code = /Pass:\s+(\d+)/.exec(stdout)?.[1]
      if (error || !otpId || !code) reject(new Error(`pocketbase superuser otp: ${error?.message ?? stdout}`))
      else resolve({ otpId, code })
    })
  })
}

async function post(options: SuperuserSignIn, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${options.pbUrl}/api/collections/_superusers/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** The mailed one-time code: PocketBase's template puts it in the body as the only 8-digit number. */
export function oneTimeCodeIn(text: string): string {
  const code = /\b\d{8}\b/.exec(text)?.[0]
  if (!code) throw new Error(`no 8-digit code in ${JSON.stringify(text)}`)
  return code
}

type Answer = { status: number; json: Record<string, unknown> }

/**
 * The code step with the mailed code. When test workers sign in at the same moment each gets a
 * mail, and a mail does not say which request it answers: every code mailed since the request is
 * tried, newest first, as the mails arrive.
 */
async function withMailedCode(options: SuperuserSignIn, mailboxUrl: string, mfaId: string): Promise<Answer> {
  const since = Date.now()
  const requested = await post(options, 'request-otp', { email: options.email })
  const otpId = requested.json.otpId
  if (requested.status !== 200 || typeof otpId !== 'string') {
    throw new Error(`superuser code request: ${requested.status} ${JSON.stringify(requested.json)}`)
  }
  const hasCode = (message: MailMessage) => /\b\d{8}\b/.test(message.text || message.html)
  const tried = new Set<string>()
  let answer: Answer = { status: 0, json: {} }
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    await waitForNewMail(mailboxUrl, options.email, since, hasCode)
    const mails = (await readMailbox(mailboxUrl)).filter((message) => message.to.includes(options.email.toLowerCase()) && Date.parse(message.date) >= since - 1000 && hasCode(message))
    for (const code of mails.reverse().map((message) => oneTimeCodeIn(message.text || message.html))) {
      if (tried.has(code)) continue
      tried.add(code)
      answer = await post(options, 'auth-with-otp', { otpId, password: code, mfaId })
      if (answer.status === 200) return answer
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return answer
}

/** A superuser token after both factors. */
export async function superuserSignIn(options: SuperuserSignIn): Promise<string> {
  const password = await post(options, 'auth-with-password', { identity: options.email, password: options.password })
  const mfaId = password.json.mfaId
  if (password.status !== 401 || typeof mfaId !== 'string') {
    throw new Error(`superuser password step: ${password.status} ${JSON.stringify(password.json)}`)
  }
  let signedIn: Answer
  if ('mailboxUrl' in options.code) {
    signedIn = await withMailedCode(options, options.code.mailboxUrl, mfaId)
  } else {
    const { otpId, code } = await cliOneTimeCode(options.code.pocketbaseBin, options.code.dataDir, options.email)
    signedIn = await post(options, 'auth-with-otp', { otpId, password: code, mfaId })
  }
  if (signedIn.status !== 200 || typeof signedIn.json.token !== 'string') {
    throw new Error(`superuser code step: ${signedIn.status} ${JSON.stringify(signedIn.json)}`)
  }
  return signedIn.json.token
}
