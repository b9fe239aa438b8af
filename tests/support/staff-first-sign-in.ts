/**
 * The first sign-in of a staff account through the routes the sign-in page calls: the password,
 * the set-up link from the mail, the key, the first code. For API tests (tests/support/staff.ts)
 * and for end-to-end tests of a staff screen (tests/e2e/staff-support.ts), which need a signed-in
 * admin but test the sign-in page elsewhere.
 */
import { enrolmentLinkPath, waitForNewMail } from './mailbox'

export interface FirstSignInOptions {
  pbUrl: string
  mailboxUrl: string
  email: string
  password: string
  /** The client address the stack trusts (X-Forwarded-For), so per-IP limits stay the caller's. */
  address: string
  /** A code for the key; the caller picks the step and waits away from a step's edge. */
  codeFor(key: string): Promise<string>
}

export interface FirstSignIn {
  key: string
  token: string
  record: Record<string, unknown>
  recoveryCodes: string[]
}

type Answer = { status: number; json: Record<string, unknown> }

async function post(options: FirstSignInOptions, path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${options.pbUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': options.address },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

function expectStatus(step: string, answer: Answer, status: number): void {
  if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.json)}`)
}

/** Asks for the set-up link of an account without a factor and reads its token from the mail. */
export async function mailedEnrolmentToken(options: FirstSignInOptions, mfaId: string): Promise<string> {
  const since = Date.now()
  expectStatus('set-up link', await post(options, '/api/site/staff/totp/enrol', { mfaId }), 202)
  const mail = await waitForNewMail(options.mailboxUrl, options.email, since, (message) => message.text.includes('/admin/auth?enrol='))
  return new URL(enrolmentLinkPath(mail), 'http://link').searchParams.get('enrol') ?? ''
}

export async function firstSignIn(options: FirstSignInOptions): Promise<FirstSignIn> {
  const password = await post(options, '/api/collections/staff/auth-with-password', { identity: options.email, password: options.password })
  expectStatus('password step', password, 401)
  const mfaId = String(password.json.mfaId)
  const enrolmentToken = await mailedEnrolmentToken(options, mfaId)
  const enrolment = await post(options, '/api/site/staff/totp/enrol', { mfaId, enrolmentToken })
  expectStatus('enrol', enrolment, 200)
  const key = String(enrolment.json.key).replace(/\s+/g, '')
  const confirmed = await post(options, '/api/site/staff/totp/confirm', { mfaId, code: await options.codeFor(key), enrolmentToken })
  expectStatus('confirm', confirmed, 200)
  const meta = confirmed.json.meta as { recoveryCodes: string[] }
  return { key, token: String(confirmed.json.token), record: confirmed.json.record as Record<string, unknown>, recoveryCodes: meta.recoveryCodes }
}
