import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-support'

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('after one visit the site works offline in both languages, with a fallback for unsaved pages', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)

  const saved = [
    { path: '/services/tandem-jumps', lang: 'en', heading: /Tandem skydive/ },
    { path: '/nl/about', lang: 'nl', heading: /Over ons/ },
    { path: '/nl/parachutespringen-utrecht', lang: 'nl', heading: /Utrecht/ },
    { path: '/parachutespringen-groningen', lang: 'en', heading: /Groningen/ },
  ]
  for (const { path, lang, heading } of saved) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.fromServiceWorker(), path).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('status')).toContainText(lang === 'nl' ? 'U bent offline' : 'You are offline')
  }

  await page.goto('/nl/bestaat-nog-niet?x=1')
  await expect(page).toHaveURL(/\/nl\/offline\?from=%2Fnl%2Fbestaat-nog-niet%3Fx%3D1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U bent offline')

  await page.goto('/not-saved-yet')
  await expect(page).toHaveURL(/\/offline\?from=%2Fnot-saved-yet$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.getByRole('status')).toContainText(/You are offline/)

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/not-saved-yet$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
