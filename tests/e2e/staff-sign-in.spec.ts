import { expect as baseExpect, test, type Page } from '@playwright/test'
import { recordConsoleProblems } from './fixtures'
import { asOwnClient, awayFromStepEdge, createAdmin, oathtoolCode, openSetUpLink, setLastLogin, type E2eStaff } from './staff-support'

/**
 * Staff sign-in in the browser, against the real PocketBase with the real hooks: the first sign-in
 * mails a set-up link, which with the password sets up the authenticator app (QR code, key, first code from oathtool, ten recovery codes), later
 * sign-ins take a code, a code or recovery code works once, signing out, and a session that ended.
 */
test.use({ baseURL: process.env.BASE_URL })

// A staff screen loads its code when it opens (nothing of it is preloaded by public pages), and each
// test signs in more than once: more time than the site's page tests under a loaded CI machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

/** Problems the page reports, apart from the 401/400 answers the sign-in expects and the browser logs. */
function watchConsole(page: Page): string[] {
  return recordConsoleProblems(page, (message) => message.text().startsWith('Failed to load resource'))
}

async function passwordStep(page: Page, staff: E2eStaff) {
  await page.getByLabel('E-mail address').fill(staff.email)
  await page.getByRole('textbox', { name: /^Password/ }).fill(staff.password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** First sign-in: enrols the app through the mailed link and returns its key and the recovery codes shown. */
async function enrol(page: Page, staff: E2eStaff): Promise<{ key: string; recoveryCodes: string[] }> {
  await openSetUpLink(page, staff)
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '')
  await awayFromStepEdge(page)
  await typeCode(page, oathtoolCode(key, 'previous'))
  const list = page.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim())
  await page.getByLabel('I have stored my recovery codes').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  return { key, recoveryCodes }
}

async function signOut(page: Page, staff: E2eStaff) {
  await page.getByRole('button', { name: new RegExp(`^${staff.name}`) }).click()
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
  await expect(page.getByText('You are signed out.')).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})

test('first sign-in mails the set-up link; from it the app is set up and the dashboard opens', async ({ page }) => {
  const problems = watchConsole(page)
  const staff = await createAdmin()
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(/\/admin\/auth\?redirect=%2Fadmin%2Fsettings/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()

  const { recoveryCodes } = await enrol(page, staff)
  expect(recoveryCodes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true)
  // the link opened a sign-in of its own: the dashboard, not the screen asked for in the first tab
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('navigation', { name: 'Staff screens' })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^${staff.name}`) })).toBeVisible()
  expect(problems).toEqual([])
  // the link's token left the history with the sign-in page it opened
  await page.goBack()
  await expect(page).not.toHaveURL(/enrol=/)
})

test('a later sign-in takes a code; the same code is refused the next time', async ({ page }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  const { key } = await enrol(page, staff)
  await expect(page).toHaveURL(/\/admin$/)
  await signOut(page, staff)

  await awayFromStepEdge(page)
  const code = oathtoolCode(key, 'now')
  await passwordStep(page, staff)
  await typeCode(page, code)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await signOut(page, staff)

  await passwordStep(page, staff)
  await typeCode(page, code)
  await expect(page.getByText('That code was already used. Wait for the next code in your authenticator app.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/auth/)
})

test('a recovery code signs in once', async ({ page }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  const { recoveryCodes } = await enrol(page, staff)
  await signOut(page, staff)

  for (const attempt of ['works', 'refused'] as const) {
    await passwordStep(page, staff)
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Sign in' }).click()
    if (attempt === 'works') {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
      await signOut(page, staff)
    } else {
      await expect(page.getByText('That recovery code is not right or was already used.')).toBeVisible()
    }
  }
})

test('a wrong password is explained and nothing else is asked', async ({ page }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  await passwordStep(page, { ...staff, password: 'not-the-password' })
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.')
  await expect(page.getByLabel('6-digit code')).toHaveCount(0)
})

test('a session that ended sends the person to sign in, and back to where they were', async ({ page }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  const { key } = await enrol(page, staff)
  await page.goto('/ssl-status')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await setLastLogin(staff.id, 9.5)
  await page.reload()
  await expect(page).toHaveURL(/\/admin\/auth\?.*reason=session-expired/)
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Sign in again to continue.')

  await awayFromStepEdge(page)
  await passwordStep(page, staff)
  await typeCode(page, oathtoolCode(key, 'now'))
  await expect(page).toHaveURL(/\/ssl-status$/)
})

test('signing out on every device ends the session in another browser too', async ({ page, browser }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  const { key } = await enrol(page, staff)

  const other = await browser.newContext({ baseURL: process.env.BASE_URL })
  const second = await other.newPage()
  await asOwnClient(second)
  await second.goto('/admin/auth')
  await awayFromStepEdge(second)
  await passwordStep(second, staff)
  await typeCode(second, oathtoolCode(key, 'now'))
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await page.getByRole('button', { name: new RegExp(`^${staff.name}`) }).click()
  await page.getByRole('menuitem', { name: 'Sign out on every device' }).click()
  await expect(page.getByText('You are signed out.')).toBeVisible()

  await second.reload()
  await expect(second).toHaveURL(/\/admin\/auth\?.*reason=session-expired/)
  await other.close()
})
