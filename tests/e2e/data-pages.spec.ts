import type { Page } from '@playwright/test'
import { expect, gotoHydrated, isHydrated, test } from './fixtures'

// The stories and partners pages start with their text; the section with the site's data comes as a
// chunk of its own right after, with the PocketBase SDK alongside (src/routes/{-$lang}/-data-sections.tsx).
// The seeded demo content: four published posts; partners and reviews, of which home shows eight.
const stories = { section: '#stories', cards: 4 }
const partners = { section: '#partners', cards: 8 }
const visits = [
  { path: '/stories', shows: stories, next: { path: '/partners', shows: partners } },
  { path: '/nl/verhalen', shows: stories, next: { path: '/nl/partners', shows: partners } },
  { path: '/partners', shows: partners },
  { path: '/nl/over-ons', next: { path: '/nl/stories', shows: stories } },
] as const


/** At least as many cards as the seeded content gives (the API tests may publish more). */
async function expectCards(page: Page, { section, cards }: { section: string; cards: number }) {
  await expect.poll(() => page.locator(`${section} article`).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(cards)
}

for (const visit of visits) {
  test(`${visit.path}: the published records appear on arrival and after a client-side visit`, async ({ page, consoleProblems }) => {
    await gotoHydrated(page, visit.path)
    if ('shows' in visit) await expectCards(page, visit.shows)
    if ('next' in visit) {
      const { path, shows } = visit.next
      const link = `#related-links a[href="${path}"]`
      await page.locator(link).scrollIntoViewIfNeeded()
      await expect.poll(() => isHydrated(page, link), { timeout: 15_000 }).toBe(true)
      await page.locator(link).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expectCards(page, shows)
    }
    expect(consoleProblems).toEqual([])
  })
}
