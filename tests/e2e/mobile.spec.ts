import { expect, test } from './fixtures'

test('the mobile menu opens and keeps the language', async ({ page, consoleProblems }) => {
  await page.goto('/nl')
  await page.getByRole('button', { name: 'Menu openen' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobiel menu' })
  await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl/contact')
  await menu.getByRole('link', { name: 'Over ons' }).click()
  await expect(page).toHaveURL(/\/nl\/about$/)
  expect(consoleProblems).toEqual([])
})
