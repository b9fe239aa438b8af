import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// Going back to a page read halfway (the router restores the position) and reloading it must land
// on the same content. Links to a fragment are covered in navigation.spec.ts.

/** The position, the section under the middle of the viewport and where that section starts on screen. */
const readingPosition = (page: Page) =>
  page.evaluate(() => {
    const section = document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('section[id]')
    return { scrollY: Math.round(scrollY), section: section?.id, sectionTop: section ? Math.round(section.getBoundingClientRect().top) : undefined }
  })

async function readDownTo(page: Page, pixels: number) {
  for (let scrolled = 0; scrolled < pixels; scrolled += 500) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(pixels)
}

test('going back to a page read halfway restores the same reading position', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/')
  await readDownTo(page, 6000)
  const before = await readingPosition(page)
  expect(before.section).toBeTruthy()

  await page.getByRole('banner').getByRole('link', { name: /weather/i }).click()
  await expect(page).toHaveURL(/\/weather$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => readingPosition(page), { timeout: 10_000 }).toEqual(before)
  expect(consoleProblems).toEqual([])
})

test('a reload halfway down the page keeps the reading position', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/nl')
  await readDownTo(page, 6000)
  const before = await readingPosition(page)
  expect(before.section).toBeTruthy()
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The same content on screen: the section read and where it stands. Sections above it that have
  // not hydrated again show their prerendered form (the stories' skeleton, without the details that
  // arrive with the served page), so the scroll offset may differ by their difference; the browser
  // restores the reading position by the content, as a visitor sees it.
  await expect
    .poll(async () => {
      const after = await readingPosition(page)
      return { section: after.section, within8px: Math.abs((after.sectionTop ?? 0) - (before.sectionTop ?? 0)) <= 8 }
    }, { timeout: 10_000 })
    .toEqual({ section: before.section, within8px: true })
  expect(consoleProblems).toEqual([])
})

