import { expect, test } from './fixtures'

test('the EN/NL switch loads the same page in the other language and back/forward re-sync it', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/about')
  await page.getByRole('link', { name: /Nederlands/ }).first().click()
  await expect(page).toHaveURL(/\/nl\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('nl')

  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About us/)

  await page.goForward()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Over ons/)
  expect(consoleProblems).toEqual([])
})

test('the switch on a Dutch alias leads to the English page', async ({ page }) => {
  await page.goto('/nl/veelgestelde-vragen')
  await expect(page.getByRole('link', { name: /English/ }).first()).toHaveAttribute('href', '/faq')
})

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' })

  test('is taken from / to /nl once, and other URLs keep their language', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/nl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})
