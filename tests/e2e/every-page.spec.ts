import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { builtPublicPaths, builtSitemapPaths } from '../support/sitemap'
import { expect, recordConsoleProblems, test } from './fixtures'
import { smallTargets, sticksOut } from './layout-probes'

/**
 * Every public page in dist/ opened the way a first-time visitor opens it: hydrated, scrolled to
 * the end a screen at a time so that every lazy section hydrates, and left until the page is idle
 * (the booking widget, the chat button and the consent code mount then). One visit, three checks:
 * - no console error or warning: a hydration mismatch (React error #418), a failed request, a
 *   React warning or a Content-Security-Policy violation (Chromium reports each there) shows there first. Every page in dist/ (the sitemap, the aliases, the notices and
 *   the offline pages) and the not-found page in both languages;
 * - zero violations of axe's default rules (WCAG A/AA and best practices) on every sitemap URL in
 *   the light scheme, and on a handful of pages in the dark scheme;
 * - reflow (WCAG 1.4.10, decision 020): the same page on a screen 320 CSS px wide scrolls nowhere
 *   sideways, with its floating controls, and every control outside a sentence is at least
 *   44 × 44 px (product §9.5; the size probe's own failing case is in visitor-layout.spec.ts).
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
const notFoundPaths = ['/this-page-does-not-exist', '/nl/deze-pagina-bestaat-niet', '/xx/about']
const sitemapPaths = builtSitemapPaths()
const otherPublicPaths = builtPublicPaths().filter((path) => !sitemapPaths.includes(path))


// Functions, not strings: under the pages' Content-Security-Policy Playwright could not evaluate a
// string predicate ('unsafe-eval'); a function it passes to the browser directly.
const mainHydrated = () =>
  document.documentElement.hasAttribute('data-hydrated') &&
  document.querySelector('main') !== null &&
  [...document.querySelectorAll('main')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))
const sectionsHydrated = () =>
  [...document.querySelectorAll('main [id]:not([data-hydrate-on="interaction"] *)')].every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))

/** Opens a page, waits for hydration, scrolls to the end so every lazy section hydrates, and waits for their data and the idle-time widgets. */
async function openFully(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path)
  await page.waitForFunction(mainHydrated)
  await page.evaluate(async () => {
    // A frame, or 200 ms when the renderer draws none (fresh-clone runs once hung here for a minute).
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
  // LazySection hydrates a section when it nears the viewport: every element with an id in <main> is React's now,
  // except in a control that hydrates only when used (hydrateOn="interaction"), whose markup is the same either way.
  await page.waitForFunction(sectionsHydrated)
  // The booking widget, the chat button and the consent code mount when the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 })))
  await page.waitForLoadState('networkidle')
  return response?.status()
}

/** Brings every staggered reveal into view and lets the fades finish, so axe measures the page and not a frame of a transition. */
async function settleReveals(page: Page) {
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

async function axeViolations(page: Page): Promise<string[]> {
  await settleReveals(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '))
    const more = violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''
    return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets.join(' | ')}${more}`
  })
}

// A first visit: the cookie banner is on every page, for axe as for the console.
test.use({ storedConsent: null })
// Generous for a loaded machine; a page takes a few seconds on an idle one.
test.describe.configure({ timeout: 60_000 })

/** The page as a 320 px wide phone shows it: what sticks out past the edge and the controls too small to tap. */
async function narrowScreenProblems(page: Page): Promise<{ sticksOut: string[]; smallTargets: string[] }> {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return { sticksOut: await sticksOut(page), smallTargets: await smallTargets(page) }
}

test.describe('axe, a clean console and 320 px reflow on every public page', { tag: '@site-gate' }, () => {
  test('the built site has pages to check', () => {
    expect(sitemapPaths.length, 'run the build first: dist/sitemap.xml').toBeGreaterThan(0)
    expect(otherPublicPaths.length, 'run the build first: dist/').toBeGreaterThan(0)
  })

  test('axe reports a violation put into a page (it can fail)', async ({ page }) => {
    await openFully(page, '/')
    await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
    expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m)
  })

  test('the reflow check reports something put past the edge (it can fail)', async ({ page }) => {
    await openFully(page, '/nl')
    await page.evaluate(() => {
      const wide = Object.assign(document.createElement('p'), { textContent: 'Parachutedemonstratiesprogramma' })
      wide.style.whiteSpace = 'nowrap'
      wide.style.fontSize = '3rem'
      document.querySelector('main')?.prepend(wide)
    })
    expect((await narrowScreenProblems(page)).sticksOut).toEqual([expect.stringContaining('"Parachutedemonstratiesprogramma" ends at')])
  })

  test('the console check sees an error a page logs (it can fail)', async ({ page }) => {
    const problems = recordConsoleProblems(page)
    await openFully(page, '/')
    await page.evaluate(() => console.error('provoked'))
    expect(problems).toEqual(['error: provoked'])
  })

  test('the page’s Content-Security-Policy refuses a script put into it, and the console check sees it (it can fail)', async ({ page }) => {
    const problems = recordConsoleProblems(page)
    const response = await page.goto('/')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(policy).toContain("object-src 'none'")
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => problems.join('\n')).toMatch(/Content Security Policy/)
  })

  for (const path of sitemapPaths) {
    test(`axe, light, a clean console and 320 px reflow: ${path}`, async ({ page }) => {
      const problems = recordConsoleProblems(page)
      await page.emulateMedia({ colorScheme: 'light' })
      expect(await openFully(page, path), `${path} status`).toBe(200)
      expect(await axeViolations(page)).toEqual([])
      const narrow = await narrowScreenProblems(page)
      expect(narrow.sticksOut, 'past the edge of a 320 px screen').toEqual([])
      expect(narrow.smallTargets, 'controls smaller than 44 × 44 px').toEqual([])
      expect(problems, 'console errors or warnings').toEqual([])
    })
  }

  for (const path of darkPaths) {
    test(`axe, dark, and a clean console: ${path}`, async ({ page }) => {
      const problems = recordConsoleProblems(page)
      await page.emulateMedia({ colorScheme: 'dark' })
      expect(await openFully(page, path), `${path} status`).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      expect(await axeViolations(page)).toEqual([])
      expect(problems, 'console errors or warnings').toEqual([])
    })
  }

  for (const path of otherPublicPaths) {
    test(`clean console: ${path}`, async ({ page }) => {
      const problems = recordConsoleProblems(page)
      expect(await openFully(page, path), `${path} status`).toBe(200)
      expect(problems, 'console errors or warnings').toEqual([])
    })
  }

  for (const path of notFoundPaths) {
    test(`clean console, with the header and footer: the not-found page ${path}`, async ({ page }) => {
      // The 404 status of the document itself is reported in the console; nothing else may be.
      const problems = recordConsoleProblems(page, (message) => message.text().includes('status of 404') && message.location().url.endsWith(path))
      expect(await openFully(page, path)).toBe(404)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/nl/') ? 'Pagina niet gevonden' : 'Page not found')
      expect(problems).toEqual([])
    })
  }
})
