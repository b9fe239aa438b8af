import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// The page's code starts after the first paint (src/lib/hydration/boot/boot-script.ts). What a visitor does before it
// has hydrated the page is kept and handed over (src/lib/hydration/boot/early-input.ts), and so is what they do
// on a part whose code comes after start-up (LazySection): here that code is held back until the test lets it through,
// so every action below lands on prerendered HTML.

const entryDelayMs = 1500

/**
 * Holds back the module file named `chunk` until `release()` is called (or, when `untilReleased` is
 * false, for a while); `arrived` tells whether it has been let through. Released by hand, a test does
 * not depend on how fast a busy machine types and clicks.
 */
async function holdBack(page: Page, chunk: string, { untilReleased = false } = {}) {
  let release: () => void = () => undefined
  const released = untilReleased ? new Promise<void>((resolve) => (release = resolve)) : new Promise((resolve) => setTimeout(resolve, entryDelayMs))
  const state = { arrived: false, release: () => release() }
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await released
    state.arrived = true
    await route.continue()
  })
  return state
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === undefined)

/** The page's entry, held back until a test has done what a visitor does before the page is interactive. */
let entry: Awaited<ReturnType<typeof holdBack>>

test.beforeEach(async ({ page }) => {
  entry = await holdBack(page, 'entry-client', { untilReleased: true })
})

test('a press on a FAQ question before the page is interactive opens it once it is', async ({ page, consoleProblems }) => {
  await page.goto('/')
  const question = page.locator('#faq button[aria-expanded]').first()
  await question.click()
  expect(await notHydrated(page)).toBe(true)
  entry.release()
  await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 })
  await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(1)
  expect(consoleProblems).toEqual([])
})

test('a search typed and sent before the page is interactive is searched for', async ({ page, consoleProblems }) => {
  await page.goto('/nl/zoeken')
  await page.getByRole('searchbox', { name: 'Zoeken op deze site' }).fill('luchtballon')
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click()
  expect(await notHydrated(page)).toBe(true)
  entry.release()
  await expect(page).toHaveURL(/\/nl\/zoeken\?q=luchtballon$/, { timeout: 15_000 })
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/gevonden voor ‘luchtballon’/)
  expect(consoleProblems).toEqual([])
})

test('the newsletter form filled in and sent before the page is interactive signs up', async ({ page, consoleProblems }) => {
  await page.goto('/about')
  const signup = page.locator('footer')
  await signup.getByLabel(/^Name/).fill('Fleur')
  await signup.getByLabel(/^Email/).fill(`early-${Date.now()}@example.nl`)
  await signup.getByRole('button', { name: 'Send me the free guide' }).click()
  expect(await notHydrated(page)).toBe(true)
  entry.release()
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 })
  expect(consoleProblems).toEqual([])
})

test('the newsletter form filled in and sent before its own code has arrived signs up', async ({ page, consoleProblems }) => {
  // The page is interactive; the footer's form code (fetched at idle) is held back.
  await holdBack(page, 'NewsletterForm')
  entry.release()
  await gotoHydrated(page, '/about')
  const signup = page.locator('footer')
  await signup.getByLabel(/^Name/).fill('Fleur')
  await signup.getByLabel(/^Email/).fill(`late-${Date.now()}@example.nl`)
  await signup.getByRole('button', { name: 'Send me the free guide' }).click()
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 })
  expect(consoleProblems).toEqual([])
})

test('the language switch used before the page is interactive remembers the choice', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('link', { name: /Nederlands/ }).first().click()
  await expect(page).toHaveURL(/\/nl\/about$/)
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('nl')
})

test('the enquiry form filled in and sent before its code has arrived is sent', async ({ page, consoleProblems }) => {
  // The contact page fetches the form's code once its shell is interactive; it is held back.
  const form = await holdBack(page, 'EnquiryTabs', { untilReleased: true })
  entry.release()
  await gotoHydrated(page, '/nl/contact')
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel(/^Naam/).fill('Sanne Visser')
  await panel.getByLabel(/^E-mailadres/).fill(`early-form-${Date.now()}@example.nl`)
  await panel.getByLabel(/^Gewenste dienst/).selectOption('tandem-jump')
  await panel.getByLabel(/^Bericht/).fill('Kunnen wij met tien collega’s een tandemsprong maken?')
  await panel.getByRole('button', { name: 'Verstuur bericht' }).click()
  expect(form.arrived).toBe(false)
  form.release()
  await expect(page.getByText('Bedankt! Uw bericht is verzonden.')).toBeVisible({ timeout: 15_000 })
  expect(consoleProblems).toEqual([])
})

test('a tab of the enquiry form pressed before its code has arrived opens once it has', async ({ page, consoleProblems }) => {
  // The contact page fetches the form's code once its shell is interactive; it is held back.
  const form = await holdBack(page, 'EnquiryTabs', { untilReleased: true })
  entry.release()
  await gotoHydrated(page, '/contact')
  const tandem = page.getByRole('tab', { name: 'Tandem' })
  await tandem.click()
  expect(form.arrived).toBe(false)
  form.release()
  await expect(tandem).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 })
  await expect(page.getByRole('tabpanel').getByLabel(/^Body weight/)).toBeVisible()
  expect(consoleProblems).toEqual([])
})

test('a search sent before the search screen’s code has arrived is searched for', async ({ page, consoleProblems }) => {
  const screen = await holdBack(page, 'SearchPage', { untilReleased: true })
  entry.release()
  await gotoHydrated(page, '/search')
  await page.getByRole('searchbox', { name: 'Search this site' }).fill('balloon')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  expect(screen.arrived).toBe(false)
  screen.release()
  await expect(page).toHaveURL(/\/search\?q=balloon$/, { timeout: 15_000 })
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/found for “balloon”/)
  expect(consoleProblems).toEqual([])
})
