import { expect, test, type Page } from '@playwright/test'

const origin = 'https://parapro-skydiving.nl'

/** What search engines and link previews see: the raw prerendered HTML, no JavaScript run. */
test.describe('prerendered head tags', () => {
  test.use({ javaScriptEnabled: false, baseURL: process.env.BASE_URL })

  test('the Dutch about page carries its own title, description, canonical, alternates and JSON-LD', async ({
    page,
  }) => {
    await page.goto('/nl/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page).toHaveTitle(/Over ons/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description).toMatch(/Boek nu!$/)
    expect(description!.length).toBeLessThanOrEqual(160)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/nl/about`)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/about`)
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', `${origin}/nl/about`)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/about`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, follow/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/og-image.png`)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@id']?.endsWith('#business'))
    expect(business).toMatchObject({
      name: 'ParaPro Skydiving',
      foundingDate: '1980',
      address: { addressLocality: 'Apeldoorn' },
      areaServed: { geoRadius: 200000 },
      contactPoint: { availableLanguage: ['Dutch', 'English'] },
    })
  })

  test('the page links its stylesheet, and the stylesheet loads', async ({ page, request }) => {
    await page.goto('/nl')
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) {
      const response = await request.get(href!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/css')
    }
  })

  test('an alias points its canonical at the main Dutch URL', async ({ page }) => {
    await page.goto('/nl/over-ons')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/nl/about`)
  })

  test('staff screens are not indexed', async ({ page }) => {
    await page.goto('/admin/auth')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  })

  test('sitemap and robots come from the same route list', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${origin}/nl/parachutespringen-den-haag</loc>`)
    expect(sitemap).toContain(`hreflang="nl" href="${origin}/nl/services/tandem-jumps"`)
    expect(sitemap).not.toContain('/nl/over-ons')
    expect(sitemap).not.toContain('/admin')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})

/** The @type of each JSON-LD block in the head, with the WebSite's language. */
const structuredData = (page: Page) =>
  page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as { '@type': unknown; inLanguage?: string }
      return data.inLanguage ? `${String(data['@type'])}:${data.inLanguage}` : String(data['@type'])
    }),
  )

// Built by the site layout's loader (src/routes/-lib/site-head.ts): search engines that run scripts
// must still find it once the page is interactive, and after a client-side visit.
test('the business and website data stay in the head once interactive and after a client-side visit', async ({ page }) => {
  const business = 'LocalBusiness,SportsActivityLocation'
  await page.goto(`${process.env.BASE_URL}/about`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect.poll(() => structuredData(page)).toEqual([business, 'WebSite:en'])

  await page.getByRole('banner').getByRole('link', { name: /home/ }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => structuredData(page)).toEqual([business, 'WebSite:en', 'FAQPage'])

  await page.getByRole('link', { name: /Nederlands/ }).first().click()
  await expect(page).toHaveURL(/\/nl$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect.poll(() => structuredData(page)).toEqual([business, 'WebSite:nl', 'FAQPage'])
})
