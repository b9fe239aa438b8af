import { expect, test } from './fixtures'

const pages = [
  { path: '/', lang: 'en', heading: /Professional skydiving/ },
  { path: '/nl', lang: 'nl', heading: /Professioneel parachutespringen|parachute/i },
  { path: '/about', lang: 'en', heading: /About us/ },
  { path: '/nl/over-ons', lang: 'nl', heading: /Over ons/ },
  { path: '/parachutespringen-utrecht', lang: 'en', heading: /Utrecht/ },
  { path: '/nl/parachutespringen-groningen', lang: 'nl', heading: /Groningen/ },
] as const

for (const { path, lang, heading } of pages) {
  test(`${path} renders in ${lang} and hydrates cleanly`, async ({ page, consoleProblems }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // Hydration done: the header's client-side menu responds.
    await page.waitForFunction(() => document.querySelector('main') !== null)
    expect(consoleProblems).toEqual([])
  })
}

test('links on Dutch pages keep the /nl prefix', async ({ page, consoleProblems }) => {
  await page.goto('/nl/about')
  const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await expect(mainNav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl#contact')
  await mainNav.getByRole('link', { name: 'Veelgestelde vragen' }).click()
  await expect(page).toHaveURL(/\/nl#faq$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  expect(consoleProblems).toEqual([])
})

for (const { home, about, mainMenu } of [
  { home: '/', about: '/about', mainMenu: 'Main' },
  { home: '/nl', about: '/nl/about', mainMenu: 'Hoofdmenu' },
]) {
  test(`${home}: the header marks Home as the current page on the home page only`, async ({ page, consoleProblems }) => {
    await page.goto(about)
    const homeEntry = page.getByRole('navigation', { name: mainMenu }).getByRole('link', { name: 'Home', exact: true })
    await expect(homeEntry).not.toHaveAttribute('aria-current')
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0)
    await page.goto(home)
    await expect(homeEntry).toHaveAttribute('aria-current', 'page')
    expect(consoleProblems).toEqual([])
  })
}

test('an unknown path answers 404 with the not-found page, in the language of the path', async ({ page }) => {
  const english = await page.goto('/this-does-not-exist')
  expect(english?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')

  const dutch = await page.goto('/nl/bestaat-niet')
  expect(dutch?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
})

test('a Dutch-only alias is not an English page, and the English-only landing page has no Dutch variant', async ({
  request,
}) => {
  expect((await request.get('/diensten')).status()).toBe(404)
  expect((await request.get('/nl/diensten')).status()).toBe(200)
  expect((await request.get('/stadium-demonstrations-netherlands')).status()).toBe(200)
  expect((await request.get('/nl/stadium-demonstrations-netherlands')).status()).toBe(404)
  expect((await request.get('/xx/about')).status()).toBe(404)
})
