/**
 * Staff accounts for API and end-to-end tests: created by the superuser, signed in through the real
 * routes (password, then a TOTP code), each request from its own client address so PocketBase's
 * per-IP limits of one test never touch another.
 *
 * Codes come from Debian's `oathtool` (an implementation independent of ours) or from otpauth.
 * The server accepts the codes of the step before and after the current one, and never a step twice,
 * so a test gets three fresh codes at once: steps -1, 0 and +1 (`codeAt(key, 'previous' | 'now' | 'next')`).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { inject } from 'vitest'
import { firstSignIn, mailedEnrolmentToken as mailedToken, type FirstSignInOptions } from './staff-first-sign-in'

/** The rule every admin-only operation carries (pb_migrations/1764200200_admin_rights.js). */
export const adminWithFactorRule = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"

export const oathtoolPath = '/usr/bin/oathtool'

/** ADMIN_EMAILS of the test stack: the stack's staff account and admin-1..admin-60. */
export const testAdminEmails = ['staff@parapro.test', ...Array.from({ length: 60 }, (_, i) => `admin-${i + 1}@parapro.test`)]

let addressCounter = Math.floor(Math.random() * 200) * 250
/** A client address of its own (the stacks trust X-Forwarded-For), so per-IP limits stay per test. */
export function nextClientIp(): string {
  addressCounter += 1
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`
}

export interface ApiAnswer {
  status: number
  json: Record<string, unknown>
}

export async function callApi(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string; form?: FormData } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? nextClientIp() }
  if (options.token) headers.Authorization = options.token
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${inject('pbUrl')}${path}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, json: parseJson(text) }
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    return { text }
  }
}

const superuserToken = () => inject('superuserToken')

export interface StaffAccount {
  id: string
  email: string
  password: string
}

/** The first admin-N@parapro.test not taken yet (API test files run one after another). */
async function freeAdminEmail(): Promise<string> {
  const taken = await callApi('GET', '/api/collections/staff/records?perPage=500&fields=email', { token: superuserToken() })
  const emails = new Set(((taken.json.items as { email: string }[]) ?? []).map((item) => item.email))
  const free = testAdminEmails.slice(1).find((email) => !emails.has(email))
  if (!free) throw new Error('all test admin addresses are taken: add more to testAdminEmails')
  return free
}

/** A new staff account; `admin` puts it in ADMIN_EMAILS, otherwise its address is not in the list. */
export async function createStaffAccount({ admin }: { admin: boolean }): Promise<StaffAccount> {
  const email = admin ? await freeAdminEmail() : `staff-${randomBytes(4).toString('hex')}@parapro.test`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const created = await callApi('POST', '/api/collections/staff/records', {
    token: superuserToken(),
    body: { email, password, passwordConfirm: password, name: admin ? 'Test Admin' : 'Test Staff', verified: true },
  })
  if (created.status !== 200) throw new Error(`could not create ${email}: ${created.status} ${JSON.stringify(created.json)}`)
  return { id: String(created.json.id), email, password }
}

export type StepOffset = 'previous' | 'now' | 'next'
const offsetSeconds: Record<StepOffset, number> = { previous: -30, now: 0, next: 30 }

/** The code oathtool computes for a key at a step around now. */
export function oathtoolCode(key: string, offset: StepOffset = 'now', nowSeconds = Math.floor(Date.now() / 1000)): string {
  const at = nowSeconds + offsetSeconds[offset]
  return execFileSync(oathtoolPath, ['--totp', '--base32', `--now=@${at}`, key.replace(/\s+/g, '')], { encoding: 'utf8' }).trim()
}

/** The same code from otpauth. */
export function otpauthCode(key: string, offset: StepOffset = 'now', nowSeconds = Math.floor(Date.now() / 1000)): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s+/g, '')) })
  return totp.generate({ timestamp: (nowSeconds + offsetSeconds[offset]) * 1000 })
}

/**
 * Milliseconds until the current 30-second step has at least `margin` seconds left, so that three
 * codes computed now are still -1, 0 and +1 when the server checks them.
 */
export async function awayFromStepEdge(marginSeconds = 5): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30
  if (intoStep > 30 - marginSeconds) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep + 0.2) * 1000))
}

/** The password step: the mfaId of a new sign-in attempt. */
export async function passwordStep(account: StaffAccount, ip = nextClientIp()): Promise<string> {
  const answer = await callApi('POST', '/api/collections/staff/auth-with-password', {
    ip,
    body: { identity: account.email, password: account.password },
  })
  if (answer.status !== 401 || typeof answer.json.mfaId !== 'string') {
    throw new Error(`password step: ${answer.status} ${JSON.stringify(answer.json)}`)
  }
  return answer.json.mfaId
}

export interface SignedIn {
  token: string
  record: Record<string, unknown>
  meta?: Record<string, unknown>
}

export interface EnrolledAccount extends StaffAccount {
  key: string
  recoveryCodes: string[]
  token: string
}

function firstSignInOptions(account: StaffAccount, ip: string): FirstSignInOptions {
  return {
    pbUrl: inject('pbUrl'),
    mailboxUrl: inject('mailboxUrl'),
    email: account.email,
    password: account.password,
    address: ip,
    codeFor: async (key) => {
      await awayFromStepEdge()
      return oathtoolCode(key, 'previous') // step -1, so 0 and +1 stay usable
    },
  }
}

/** Asks for the set-up link of an account without a factor (its mfaId from a password step) and reads its token from the mail. */
export function mailedEnrolmentToken(account: StaffAccount, mfaId: string, ip: string): Promise<string> {
  return mailedToken(firstSignInOptions(account, ip), mfaId)
}

/** First sign-in: password, the mailed link, enrolment, the first code. */
export async function enrolStaff(account: StaffAccount): Promise<EnrolledAccount> {
  const { key, recoveryCodes, token } = await firstSignIn(firstSignInOptions(account, nextClientIp()))
  return { ...account, key, recoveryCodes, token }
}

/** A token for an account without a factor: a superuser impersonation (the only way to one). */
export async function impersonationToken(account: StaffAccount): Promise<string> {
  const answer = await callApi('POST', `/api/collections/staff/impersonate/${account.id}`, {
    token: superuserToken(),
    body: { duration: 3600 },
  })
  if (answer.status !== 200) throw new Error(`impersonate: ${answer.status} ${JSON.stringify(answer.json)}`)
  return String(answer.json.token)
}

/** Superuser read of a staff record, hidden fields included. */
export async function staffRecord(id: string): Promise<Record<string, unknown>> {
  return (await callApi('GET', `/api/collections/staff/records/${id}`, { token: superuserToken() })).json
}

export async function updateStaffRecord(id: string, body: Record<string, unknown>): Promise<void> {
  const answer = await callApi('PATCH', `/api/collections/staff/records/${id}`, { token: superuserToken(), body })
  if (answer.status !== 200) throw new Error(`update staff: ${answer.status} ${JSON.stringify(answer.json)}`)
}
