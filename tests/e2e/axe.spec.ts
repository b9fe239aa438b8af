import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { builtSitemapPaths } from '../support/sitemap'

/**
 * axe on every public page (every URL in the built sitemap.xml, both
 * languages) in Chromium, light scheme, after hydration and with every lazy
 * section revealed; and a handful of pages in the dark scheme. Zero
 * violations of axe's default rules (WCAG A/AA and best practices).
 */

const darkPaths = [
  '/',
  '/nl',
  '/services/tandem-jumps',
  '/nl/services/tandem-jumps',
  '/parachutespringen-amsterdam',
  '/nl/parachutespringen-amsterdam',
  '/faq',
  '/nl/faq',
  '/contact',
  '/nl/contact',
]

const hydrated = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))`

/** Opens a page, waits for hydration, scrolls to the bottom so every lazy section hydrates, and waits for their data. */
async function openFully(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), `${path} status`).toBe(200)
  await page.waitForFunction(`document.querySelector('main') !== null && ${hydrated('main')}`)
  await page.evaluate(async () => {
    // A frame, or 200 ms when the renderer draws none (a fresh-clone run once hung here for a minute).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 20))
        setTimeout(resolve, 200)
      })
    // At most 100 screens, should the page grow while it is scrolled.
    for (let y = 0, screens = 0; y < document.documentElement.scrollHeight && screens < 100; y += window.innerHeight, screens++) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
    await frame()
  })
  // LazySection hydrates a section when it nears the viewport: every element with an id in <main> is React's now.
  await page.waitForFunction(hydrated('main [id]'))
  await page.waitForLoadState('networkidle')
  // A staggered reveal that hydrated after the scroll had passed it stays hidden until the visitor
  // comes back to it (useStaggeredReveal), as a visitor would: bring it into view and let it play.
  const waitingReveals = page.locator('[data-reveal][data-hidden]')
  if ((await waitingReveals.count()) > 0) {
    await waitingReveals.first().scrollIntoViewIfNeeded()
    await expect(waitingReveals).toHaveCount(0, { timeout: 10_000 })
  }
  // A reveal fading in or out is half-transparent for 400 ms: axe would measure the contrast of a frame, not of the page.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '))
    const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''
    return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets.join(' | ')}${more}`
  })
}

// The service worker would precache the whole site in every new context: seconds of network per page, nothing axe needs.
// (Console errors are the other specs' business: with the worker blocked, the browser warns about it.)
test.use({ serviceWorkers: 'block', baseURL: process.env.BASE_URL })

// Generous for a loaded machine; a page takes a few seconds on an idle one.
test.describe.configure({ timeout: 60_000 })

const paths = builtSitemapPaths()

test.describe('axe on every public page', { tag: '@site-gate' }, () => {
  test('the built sitemap lists pages to check', () => {
    expect(paths.length, 'run the build first: dist/sitemap.xml').toBeGreaterThan(0)
  })

  test('the check reports a violation put into a page (it can fail)', async ({ page }) => {
    await openFully(page, '/')
    await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
    expect((await violations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m)
  })

  for (const path of paths) {
    test(`axe, light: ${path}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await openFully(page, path)
      expect(await violations(page)).toEqual([])
    })
  }

  for (const path of darkPaths) {
    test(`axe, dark: ${path}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await openFully(page, path)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      expect(await violations(page)).toEqual([])
    })
  }
})
