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

test('the switch keeps the query: a search stays a search in the other language', async ({ page, consoleProblems }) => {
  await page.goto('/search?q=tandem')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const dutch = page.getByRole('link', { name: /Nederlands/ }).first()
  await expect(dutch).toHaveAttribute('href', '/nl/zoeken?q=tandem')
  await dutch.click()
  await expect(page).toHaveURL(/\/nl\/zoeken\?q=tandem$/)
  await expect(page.getByRole('searchbox')).toHaveValue('tandem')

  // A search made on the page, then the switch back.
  await page.getByRole('searchbox').fill('ballon')
  await page.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\?q=ballon$/)
  await page.getByRole('link', { name: /English/ }).first().click()
  await expect(page).toHaveURL(/\/search\?q=ballon$/)
  await expect(page.getByRole('searchbox')).toHaveValue('ballon')
  expect(consoleProblems).toEqual([])
})

test('pressed before the page is interactive, the switch keeps the query too', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/search?q=tandem')
  await page.getByRole('link', { name: /Nederlands/ }).first().click()
  await expect(page).toHaveURL(/\/nl\/zoeken\?q=tandem$/)
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
