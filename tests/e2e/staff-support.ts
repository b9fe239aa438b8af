import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { enrolmentLinkPath, waitForNewMail } from '../support/mailbox'
import { firstSignIn } from '../support/staff-first-sign-in'
import { superuserToken } from './pocketbase-admin'

/**
 * Staff accounts for the end-to-end tests: made by the superuser, in ADMIN_EMAILS (the test stack
 * lists admin-1..admin-60@parapro.test, tests/support/stack.ts). Codes come from Debian's oathtool.
 */
export interface E2eStaff {
  id: string
  email: string
  password: string
  name: string
}

async function superuserFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(`${process.env.BASE_URL}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: await superuserToken(), ...init.headers },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>)
}

/** A new admin account (the first admin-N address still free; e2e workers share the stack, so retry on a clash). */
export async function createAdmin(): Promise<E2eStaff> {
  const taken = (await superuserFetch('/api/collections/staff/records?perPage=500&fields=email')) as { items: { email: string }[] }
  const used = new Set(taken.items.map((item) => item.email))
  const password = `pw-${randomBytes(8).toString('hex')}`
  const start = Math.floor(Math.random() * 30)
  for (let i = 0; i < 60; i++) {
    const email = `admin-${((start + i) % 60) + 1}@parapro.test`
    if (used.has(email)) continue
    try {
      const name = `Admin ${randomBytes(2).toString('hex')}`
      const created = await superuserFetch('/api/collections/staff/records', { method: 'POST', body: JSON.stringify({ email, password, passwordConfirm: password, name, verified: true }) })
      return { id: String(created.id), email, password, name }
    } catch {
      used.add(email) // taken by another worker meanwhile
    }
  }
  throw new Error('no free admin address')
}

export async function setLastLogin(id: string, hoursAgo: number): Promise<void> {
  const value = new Date(Date.now() - hoursAgo * 3600_000).toISOString().replace('T', ' ')
  await superuserFetch(`/api/collections/staff/records/${id}`, { method: 'PATCH', body: JSON.stringify({ last_login: value }) })
}

const offsets = { previous: -30, now: 0, next: 30 } as const

/** The code oathtool computes for a key at a step around now. */
export function oathtoolCode(key: string, offset: keyof typeof offsets = 'now'): string {
  const at = Math.floor(Date.now() / 1000) + offsets[offset]
  return execFileSync('/usr/bin/oathtool', ['--totp', '--base32', `--now=@${at}`, key.replace(/\s+/g, '')], { encoding: 'utf8' }).trim()
}

/** Waits until the current 30-second step has a few seconds left, so a code computed now is still valid when it arrives. */
export async function awayFromStepEdge(page: Page, marginSeconds = 6): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30
  if (intoStep > 30 - marginSeconds) await page.waitForTimeout((30 - intoStep + 0.3) * 1000)
}

let ipCounter = Math.floor(Math.random() * 200) * 250
/** Each test is its own client for PocketBase's per-IP limits (the stack trusts X-Forwarded-For). */
export async function asOwnClient(page: Page): Promise<void> {
  ipCounter += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}` })
}

async function givePassword(page: Page, staff: E2eStaff): Promise<void> {
  await page.getByLabel('E-mail address').fill(staff.email)
  await page.getByRole('textbox', { name: /^Password/ }).fill(staff.password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/**
 * The first sign-in of an account without a factor on the open sign-in page: the password mails
 * the set-up link; the link, opened from the mail in the catcher, and the password again lead to the
 * authenticator app's set-up.
 */
export async function openSetUpLink(page: Page, staff: E2eStaff): Promise<void> {
  const since = Date.now()
  await givePassword(page, staff)
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  const mail = await waitForNewMail(process.env.MAILBOX_URL!, staff.email, since, (message) => message.text.includes('/admin/auth?enrol='))
  await page.goto(enrolmentLinkPath(mail))
  await expect(page.getByText('Sign in with your password to set up your authenticator app.')).toBeVisible()
  await givePassword(page, staff)
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
}

/**
 * A new staff member's first sign-in on the open sign-in page: password, the mailed link, the TOTP
 * key shown for enrolment with a code from oathtool, and the recovery codes acknowledged.
 */
export async function signInFirstTime(page: Page, staff: E2eStaff): Promise<void> {
  await openSetUpLink(page, staff)
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '')
  await awayFromStepEdge(page)
  await page.getByLabel('6-digit code').fill(oathtoolCode(key))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('I have stored my recovery codes').check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/**
 * A new admin's first sign-in through the same routes the sign-in page calls (password, the mailed
 * link, the key, the first code from oathtool), the session then handed to the browser where the
 * PocketBase SDK keeps it. For tests about a staff screen, not about signing in: the sign-in page
 * itself is tested in staff-sign-in.spec.ts.
 */
export async function signInAsNewAdmin(page: Page): Promise<void> {
  const staff = await createAdmin()
  ipCounter += 1
  const signedIn = await firstSignIn({
    pbUrl: process.env.BASE_URL!,
    mailboxUrl: process.env.MAILBOX_URL!,
    email: staff.email,
    password: staff.password,
    address: `203.1.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    codeFor: async (key) => {
      await awayFromStepEdge(page)
      return oathtoolCode(key)
    },
  })
  await page.goto('/admin/auth')
  await page.evaluate((auth) => localStorage.setItem('pocketbase_auth', JSON.stringify(auth)), { token: signedIn.token, record: signedIn.record })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 })
}
