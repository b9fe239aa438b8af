import { expect, test } from './fixtures'

test('on localhost the canonical link points at the origin the page was opened on', async ({ page, baseURL }) => {
  await page.goto('/about')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`)
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', `${baseURL}/nl/about`)
})
