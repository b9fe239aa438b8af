import { expect as baseExpect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { builtStaffPaths } from '../support/sitemap'
import { recordConsoleProblems } from './fixtures'
import { superuserToken } from './pocketbase-admin'
import { cachedUrls, waitForServiceWorker } from './pwa-support'
import { asOwnClient, createAdmin, signInAsNewAdmin, signInFirstTime } from './staff-support'

/**
 * The staff workspace in Chromium: a new enquiry arrives live on the dashboard with a notification,
 * staff change its status, and no staff or auth answer is ever kept by the service worker.
 */
test.use({ baseURL: process.env.BASE_URL })

// A staff screen loads its code when it opens (nothing of it is preloaded by public pages), and each
// test signs in more than once: more time than the site's page tests under a loaded CI machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})


test('a new enquiry appears on the dashboard live, and its status can be changed', async ({ page }) => {
  const staff = await createAdmin()
  await page.goto('/admin/auth')
  // The dashboard subscribes to new enquiries once it is open: the enquiry is sent after that.
  // (the dashboard may subscribe in more than one request: the one that names the enquiries)
  const subscribed = page.waitForResponse(
    (response) => response.url().endsWith('/api/realtime') && response.request().method() === 'POST' && response.ok() && (response.request().postData() ?? '').includes('enquiries'),
  )
  await signInFirstTime(page, staff)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('table').or(page.getByText('No enquiries match.'))).toBeVisible()
  await subscribed

  // names are letters only: a random surname of letters
  const name = `Eva ${randomUUID().replace(/[^a-f]/g, '').slice(0, 6).padEnd(3, 'x')}`
  const sent = await fetch(`${process.env.BASE_URL}/api/site/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify({ formType: 'contact', locale: 'en', name, email: 'live@example.nl', service: 'tandem-jump', message: 'Can we jump together next spring?', idempotencyKey: randomUUID().replaceAll('-', '') }),
  })
  expect(sent.status).toBe(201)

  await expect(page.getByText(`General enquiry from ${name}`)).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Open the enquiry of ${name}` }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('Can we jump together next spring?')).toBeVisible()
  await drawer.getByLabel('Status').selectOption('answered')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
})

test('every staff screen runs under its Content-Security-Policy without a violation', async ({ page }) => {
  // Chromium reports each refused script, style, connection or frame in the console.
  const problems = recordConsoleProblems(page, (message) => message.text().startsWith('Failed to load resource'))
  await signInAsNewAdmin(page)
  const screens = builtStaffPaths().filter((screen) => screen !== '/admin/auth')
  expect(screens.length, 'run the build first').toBeGreaterThan(5)
  for (const path of screens) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/)
    // the screen's code and data have run once its heading shows: a refused script or request is reported by then
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([])
})

test('the PocketBase dashboard works under its own policy', async ({ page }) => {
  const problems = recordConsoleProblems(page, (message) => message.text().startsWith('Failed to load resource'))
  const response = await page.goto('/_/')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  // PocketBase's own sign-in, in its steps: the password, then the mailed code
  await expect(page.getByRole('heading', { name: /Superuser login/ })).toBeVisible()
  // signed in (both factors, tests/support/superuser.ts), the collections open
  const token = await superuserToken()
  const listed = await fetch(`${process.env.BASE_URL}/api/collections/_superusers/records?perPage=1`, { headers: { Authorization: token } })
  const record = ((await listed.json()) as { items: unknown[] }).items[0]
  // where the dashboard keeps its session (PocketBase 0.40's ui/dist: "__pb_superusers__" + its base path)
  await page.evaluate((auth) => localStorage.setItem('__pb_superusers__/_', JSON.stringify(auth)), { token, record })
  await page.goto('/_/#/collections')
  await expect(page.getByText('enquiries', { exact: true }).first()).toBeVisible()
  expect(problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([])
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('staff screens are not indexed, and the service worker keeps no staff or auth answer', async ({ page }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    const staff = await createAdmin()
    await page.goto('/admin/auth')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await signInFirstTime(page, staff)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.goto('/admin/settings')
    await expect(page.getByLabel(/^Phone/)).toBeVisible()

    const cached = await cachedUrls(page)
    // Code files (/assets/) are precached like every script; pages and data of the staff side never are.
    const staffOrAuth = cached.filter((url) => !new URL(url).pathname.startsWith('/assets/') && /\/(admin|ssl-status|video-management|chat-management)(\/|$|\?)|\/api\/site\/staff|\/api\/collections\/(staff|enquiries|newsletter_subscribers|site_settings|staff_audit_log)|auth-/.test(new URL(url).pathname))
    expect(staffOrAuth).toEqual([])
    expect(cached.length).toBeGreaterThan(50) // the public site is precached: the check above looked at real caches
  })
})
