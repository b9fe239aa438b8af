import type { Page } from '@playwright/test'
import { arrivesWhole, expect, gotoHydrated, isHydrated, test } from './fixtures'

const origin = 'https://parapro-skydiving.nl'

const pages = [
  { path: '/services/tandem-jumps', lang: 'en', h1: /^Tandem skydive/, key: 'Safety briefing', crumbs: 3 },
  { path: '/nl/services/tandem-jumps', lang: 'nl', h1: /^Tandemsprong/, key: 'Veiligheidsbriefing', crumbs: 3 },
  { path: '/parachutespringen-rotterdam', lang: 'en', h1: /Rotterdam/, key: 'About 125 km by road', crumbs: 2 },
  { path: '/nl/parachutespringen-rotterdam', lang: 'nl', h1: /Rotterdam/, key: 'Ongeveer 125 km over de weg', crumbs: 2 },
  { path: '/privacy', lang: 'en', h1: 'Privacy and cookie policy', key: '8. Cookies', crumbs: 2 },
  { path: '/nl/privacy', lang: 'nl', h1: 'Privacy- en cookiebeleid', key: '8. Cookies', crumbs: 2 },
] as const

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const { path, lang, h1, key, crumbs } of pages) {
  test(`${path} shows its content, breadcrumbs and keeps the language`, async ({ page, consoleProblems }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.getByText(key, { exact: true }).first()).toBeVisible()

    const breadcrumb = (await jsonLdOf(page)).find((data) => data['@type'] === 'BreadcrumbList')
    const items = breadcrumb?.itemListElement as { position: number; item: string }[]
    expect(items).toHaveLength(crumbs)
    expect(items.map((item) => item.position)).toEqual([...Array(crumbs).keys()].map((index) => index + 1))
    expect(items.at(-1)?.item).toBe(origin + path)
    if (lang === 'nl') for (const item of items) expect(item.item).toMatch(`${origin}/nl`)

    if (lang === 'nl') {
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) expect(href).toMatch(/^\/nl(\/|$)/)
    }
    expect(consoleProblems).toEqual([])
  })
}

test('a service page describes the service as structured data, priced on request', async ({ page }) => {
  await page.goto('/services/tandem-jumps')
  const service = (await jsonLdOf(page)).find((data) => data['@type'] === 'Service')
  expect(service).toMatchObject({
    name: 'Tandem jumps',
    provider: { '@id': `${origin}/#business` },
    offers: { priceCurrency: 'EUR', priceSpecification: { description: 'Contact for pricing' } },
  })
  await expect(page.getByText('100 kg body weight')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request your tandem jump' })).toHaveAttribute('href', '/contact')
})

test('the cookie policy resets the stored consent', async ({ page, consoleProblems }) => {
  await page.goto('/nl/privacy#cookies')
  await page.evaluate(() => localStorage.setItem('cookieConsent', '{"hasConsent":true}'))
  // A click that lands before hydration does nothing, so it is retried until the page answers.
  await expect(async () => {
    await page.getByRole('button', { name: 'Cookievoorkeuren opnieuw instellen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'zijn gewist' })).toBeVisible({ timeout: 1000 })
  }).toPass()
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()
  expect(consoleProblems).toEqual([])
})


// Below the hero, a service or landing page and the related links are prerendered in full and hydrated
// when they near the viewport (their code is not part of the page's start-up code). Each visit goes on to
// the other kind of page, whose sections' code the browser does not have yet.
const belowTheHero = [
  {
    path: '/services/tandem-jumps',
    closing: 'section[aria-labelledby="book"] a[href="/contact"]',
    related: 'Tandem jumps in the Netherlands',
    next: { path: '/tandem-jumps-netherlands', section: '#audience' },
  },
  {
    path: '/nl/tandem-jumps-netherlands',
    closing: 'section[aria-labelledby="contact-us"] a[href="/nl/contact"]',
    related: 'Tandemsprongen',
    next: { path: '/nl/services/tandem-jumps', section: '#steps' },
  },
] as const

for (const { path, closing, related, next } of belowTheHero) {
  test(`${path}: the sections below the hero and the related links work once scrolled to`, async ({ page, consoleProblems }) => {
    await gotoHydrated(page, path)
    await expect(page.locator(closing)).toBeVisible()
    await page.locator('#related-links').scrollIntoViewIfNeeded()
    await expect.poll(() => isHydrated(page, closing), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => isHydrated(page, '#related-links a'), { timeout: 15_000 }).toBe(true)

    // A client-side visit renders the next page whole at once: its sections and related links are in
    // the same commit as its heading (the route's loader fetched their code first).
    const wholeAtOnce = await arrivesWhole(page, { link: '#related-links a', text: related, present: [next.section, '#related-links a'] })
    expect(wholeAtOnce).toBe(true)
    await expect(page).toHaveURL(next.path)
    expect(consoleProblems).toEqual([])
  })
}

// The services overview starts with its text: the expedition gallery far down (its data fetching and
// carousel) hydrates when it nears the viewport, and a client-side visit renders it at once.
for (const { path, from, menu, allServices } of [
  { path: '/services', from: '/about', menu: 'Services', allServices: 'All services' },
  { path: '/nl/services', from: '/nl/over-ons', menu: 'Diensten', allServices: 'Alle diensten' },
] as const) {
  test(`${path}: the expedition gallery loads its code and photos only when scrolled near`, async ({ page, consoleProblems }) => {
    const galleryCode: string[] = []
    const photoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/assets/ExpeditionGallery-')) galleryCode.push(request.url())
      if (request.url().includes('/api/collections/expedition_photos/')) photoRequests.push(request.url())
    })
    await gotoHydrated(page, path)
    const illustration = page.getByRole('img', { name: /Greenland|Groenland/ })
    await expect(illustration).toBeAttached()
    expect(galleryCode).toEqual([])
    expect(photoRequests).toEqual([])

    await page.locator('#greenland-expedition').scrollIntoViewIfNeeded()
    await expect.poll(() => photoRequests.length, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(galleryCode).toHaveLength(1)
    await expect(illustration).toBeVisible()

    // A client-side visit from another page: the gallery is part of the first render.
    await gotoHydrated(page, from)
    await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).click()
    await page.getByRole('banner').getByRole('link', { name: allServices }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('img', { name: /Greenland|Groenland/ })).toBeAttached()
    expect(consoleProblems).toEqual([])
  })
}
