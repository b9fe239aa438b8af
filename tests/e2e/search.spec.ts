import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-support'

const results = (page: Page, name: string) => page.getByRole('list', { name })
/** The search's own live region (the connection banner is a status too, outside main). */
const searchStatus = (page: Page) => page.getByRole('main').getByRole('status')

test('English: a query in the URL finds the tandem service page first, links stay English', async ({ page, consoleProblems }) => {
  await page.goto('/search?q=tandem')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(searchStatus(page)).toHaveText(/\d+ pages found for “tandem”\./)
  const links = results(page, 'Search results').getByRole('link')
  await expect(links.first()).toHaveAttribute('href', '/services/tandem-jumps')
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href.startsWith('/nl')).toBe(false)
  }
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('tandem')
  await links.first().click()
  await expect(page).toHaveURL(/\/services\/tandem-jumps$/)
  expect(consoleProblems).toEqual([])
})

test('Dutch: the form finds the balloon pages for "luchtballon", links keep /nl', async ({ page, consoleProblems }) => {
  await page.goto('/nl/zoeken')
  await expect(page.getByRole('list', { name: "Veelbezochte pagina's" })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Zoeken op deze site' }).fill('luchtballon')
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click()
  await expect(page).toHaveURL(/\/nl\/zoeken\?q=luchtballon$/)
  await expect(searchStatus(page)).toHaveText(/gevonden voor ‘luchtballon’/)
  const hrefs = await results(page, 'Zoekresultaten')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.slice(0, 3)).toEqual(expect.arrayContaining(['/nl/services/hot-air-balloon', '/nl/hot-air-balloon-jumps']))
  expect(hrefs.every((href) => href === '/nl' || href.startsWith('/nl/'))).toBe(true)
  expect(consoleProblems).toEqual([])
})

test('the form works before any script runs (plain GET to the same page)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.BASE_URL })
  const page = await context.newPage()
  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search this site' }).fill('helicopter')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=helicopter$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
  await context.close()
})

test('no results: says so and offers the FAQ and contact', async ({ page, consoleProblems }) => {
  await page.goto('/search?q=xylofoonquartz')
  await expect(searchStatus(page)).toHaveText('No pages found for “xylofoonquartz”.')
  await expect(page.getByRole('list', { name: /Try a shorter/ }).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('list', { name: /Try a shorter/ }).getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/faq')
  expect(consoleProblems).toEqual([])
})

test('the search pages are noindex, and the header links to the search of the page language', async ({ page, request }) => {
  const html = await (await request.get('/nl/zoeken')).text()
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  await page.goto('/nl/faq')
  await expect(page.getByRole('link', { name: 'Zoeken op deze site' })).toHaveAttribute('href', '/nl/zoeken')
})

test('the WebSite SearchAction points to the search page of the language', async ({ request }) => {
  for (const [path, target] of [
    ['/', '/search?q={search_term_string}'],
    ['/nl/over-ons', '/nl/zoeken?q={search_term_string}'],
  ] as const) {
    const html = await (await request.get(path)).text()
    const website = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
      .find((block) => block['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } } | undefined
    expect(website?.potentialAction.target.urlTemplate.endsWith(target), path).toBe(true)
  }
})

const stripPages = [
  { path: '/', label: 'Related:' },
  { path: '/nl', label: 'Gerelateerd:' },
  { path: '/services/helicopter-jumps', label: 'Related:' },
  { path: '/nl/services/stadium-shows', label: 'Gerelateerd:' },
  { path: '/corporate-events', label: 'Related:' },
  { path: '/nl/parachutespringen-eindhoven', label: 'Gerelateerd:' },
  { path: '/privacy', label: 'Related:' },
  { path: '/nl/veelgestelde-vragen', label: 'Gerelateerd:' },
] as const

for (const { path, label } of stripPages) {
  test(`related links on ${path}: 4-8 distinct links in the page language, never the page itself`, async ({ page }) => {
    await page.goto(path)
    const strip = page.getByRole('navigation', { name: label })
    await expect(strip).toBeVisible()
    const hrefs = await strip.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThanOrEqual(4)
    expect(hrefs.length).toBeLessThanOrEqual(8)
    expect(new Set(hrefs).size).toBe(hrefs.length)
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname
    expect(hrefs).not.toContain(path)
    expect(hrefs).not.toContain(canonical)
    const dutch = path === '/nl' || path.startsWith('/nl/')
    expect(hrefs.every((href) => (href === '/nl' || href.startsWith('/nl/')) === dutch)).toBe(true)
  })
}

test('on home the related links come last, after the contact section', async ({ page }) => {
  await page.goto('/')
  const strip = page.getByRole('navigation', { name: 'Related:' })
  const afterContact = await strip.evaluate((nav) => {
    const contact = document.getElementById('contact')
    const footer = document.querySelector('footer')
    return (
      contact !== null &&
      footer !== null &&
      (contact.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      (nav.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    )
  })
  expect(afterContact).toBe(true)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the search works offline once the site is cached', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    // Just after installing, the worker is still busy precaching the whole site: allow for that.
    await page.goto('/search?q=tandem')
    await expect(searchStatus(page)).toHaveText(/pages found/, { timeout: 20_000 })
    await context.setOffline(true)
    await page.goto('/search?q=helicopter')
    await expect(searchStatus(page)).toHaveText(/pages found for “helicopter”/, { timeout: 20_000 })
    await expect(results(page, 'Search results').getByRole('link').first()).toHaveAttribute('href', /helicopter/)
  })
})
