import type { Page } from '@playwright/test'
import { builtPublicPaths } from '../support/sitemap'
import { expect, recordConsoleProblems, test } from './fixtures'

/**
 * No page logs a console error or warning: a hydration mismatch (React error #418), a failed
 * request or a React warning shows there first. Every public page in dist/ (the sitemap, the
 * aliases, the notices and the offline pages) and the not-found page in both languages, each
 * hydrated, scrolled to the end so that every section hydrates, and left until the page is idle.
 */

// The service worker would precache the whole site in every new context; its registration is not under test here.
test.use({ serviceWorkers: 'block' })
test.describe.configure({ timeout: 60_000 })

const blockedWorker = 'Service Worker registration blocked by Playwright'
const notFoundPaths = ['/this-page-does-not-exist', '/nl/deze-pagina-bestaat-niet', '/xx/about']
const paths = builtPublicPaths()

async function visitWhole(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  await page.evaluate(async () => {
    // A frame, or 250 ms when a loaded machine holds frames back (one /terms visit timed out in CI).
    const frame = () =>
      new Promise((resolve) => {
        setTimeout(resolve, 250)
        requestAnimationFrame(() => setTimeout(resolve, 30))
      })
    for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 80; y += window.innerHeight, steps++) {
      window.scrollTo(0, y)
      await frame()
    }
  })
  // The booking widget, the chat button and the consent code mount when the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })))
  await page.waitForLoadState('networkidle')
  return response?.status()
}

test.describe('no console error or warning on any page', { tag: '@site-gate' }, () => {
  test('dist/ has pages to check', () => {
    expect(paths.length, 'run the build first').toBeGreaterThan(0)
  })

  test('the check sees an error a page logs (it can fail)', async ({ page }) => {
    const problems = recordConsoleProblems(page, (message) => message.text().includes(blockedWorker))
    await visitWhole(page, '/')
    await page.evaluate(() => console.error('provoked'))
    expect(problems).toEqual(['error: provoked'])
  })

  for (const path of paths) {
    test(`clean console: ${path}`, async ({ page }) => {
      const problems = recordConsoleProblems(page, (message) => message.text().includes(blockedWorker))
      expect(await visitWhole(page, path)).toBe(200)
      expect(problems).toEqual([])
    })
  }

  for (const path of notFoundPaths) {
    test(`clean console, with the header and footer: the not-found page ${path}`, async ({ page }) => {
      // The 404 status of the document itself is reported in the console; nothing else may be.
      const problems = recordConsoleProblems(
        page,
        (message) => message.text().includes(blockedWorker) || (message.text().includes('status of 404') && message.location().url.endsWith(path)),
      )
      expect(await visitWhole(page, path)).toBe(404)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/nl/') ? 'Pagina niet gevonden' : 'Page not found')
      expect(problems).toEqual([])
    })
  }
})
