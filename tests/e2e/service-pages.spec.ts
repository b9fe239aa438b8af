import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

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
