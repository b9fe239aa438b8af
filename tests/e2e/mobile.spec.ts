import { expect, test } from './fixtures'

test('the mobile menu opens and keeps the language', async ({ page, consoleProblems }) => {
  await page.goto('/nl')
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobiel menu' })
  await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl#contact')
  await menu.getByRole('link', { name: 'Over ons' }).click()
  // A section entry: the menu closes and the home page scrolls to the section.
  await expect(page).toHaveURL(/\/nl#about$/)
  await expect(menu).toBeHidden()
  await expect(page.locator('#about-title')).toBeInViewport()
  expect(consoleProblems).toEqual([])
})

test.describe('a first visit on a phone', () => {
  test.use({ storedConsent: null })

  test('the booking widget never covers the cookie banner’s buttons', async ({ page, consoleProblems }) => {
    await page.clock.install()
    await page.goto('/nl')
    const banner = page.getByRole('region', { name: 'Cookies op deze website' })
    await expect(async () => {
      await page.clock.runFor(500)
      await expect(banner).toBeVisible({ timeout: 250 })
    }).toPass()
    await expect(page.getByRole('region', { name: 'Boek uw sprong' })).toBeAttached()
    for (const name of ['Alleen noodzakelijke', 'Alles accepteren', 'Voorkeuren']) {
      const box = (await banner.getByRole('button', { name }).boundingBox())!
      // The centre and both ends of each button belong to the banner, not to something on top of it.
      for (const x of [box.x + 4, box.x + box.width / 2, box.x + box.width - 4]) {
        const onBanner = await page.evaluate(
          ([px, py]) => document.elementFromPoint(px!, py!)?.closest('[data-cookie-banner]') != null,
          [x, box.y + box.height / 2],
        )
        expect(onBanner, `${name} at x=${Math.round(x)}`).toBe(true)
      }
    }
    expect(consoleProblems).toEqual([])
  })
})
