import { arrivesWhole, expect, gotoHydrated, isHydrated, test } from './fixtures'

// The main section of the contact, FAQ, services and search pages is prerendered in full and
// hydrates after the page's shell, in a task of its own (decision 033). It must become interactive
// by itself, without being touched, and a client-side visit must show it in the same commit as the
// page's heading (the route's loader fetched its code first).
const pages = [
  { path: '/contact', from: '/about', link: '#related-links a[href="/contact"]', ready: '#contact form button[type="submit"]' },
  { path: '/nl/faq', from: '/nl/over-ons', link: '#related-links a[href="/nl/faq"]', ready: '#faq button[aria-expanded]' },
  { path: '/services', from: '/about', link: '#related-links a[href="/services"]', ready: '#services a[href="/services/tandem-jumps"]' },
  { path: '/nl/zoeken', from: '/nl/over-ons', link: 'header a[href="/nl/zoeken"]', ready: 'form[role="search"] input[name="q"]' },
] as const

for (const { path, from, link, ready } of pages) {
  test(`${path}: the main section hydrates by itself and arrives whole after a client-side visit`, async ({ page, consoleProblems }) => {
    await gotoHydrated(page, path)
    await expect(page.locator(ready).first()).toBeVisible()
    await expect.poll(() => isHydrated(page, ready), { timeout: 15_000 }).toBe(true)

    await gotoHydrated(page, from)
    if (link.startsWith('#related-links')) {
      await page.locator('#related-links').scrollIntoViewIfNeeded()
      await expect.poll(() => isHydrated(page, link), { timeout: 15_000 }).toBe(true)
    }
    expect(await arrivesWhole(page, { link, present: [ready] })).toBe(true)
    await expect(page).toHaveURL(path)
    expect(consoleProblems).toEqual([])
  })
}
