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
