import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

/** The cookie consent record as the site stores it under `cookieConsent` (src/features/consent). */
export interface StoredConsent {
  hasConsent: true
  preferences: { essential: true; analytics: boolean; marketing: boolean }
  timestamp: number
}

/** A visitor who already chose "essential only": pages show no cookie banner over the content under test. */
export const essentialOnlyConsent: StoredConsent = {
  hasConsent: true,
  preferences: { essential: true, analytics: false, marketing: false },
  timestamp: Date.UTC(2026, 10, 1),
}

export const test = base.extend<{ consoleProblems: string[]; storedConsent: StoredConsent | null; applyStoredConsent: void }>({
  baseURL: async ({}, use) => use(process.env.BASE_URL),
  /** The consent stored before each page loads, unless the page changed it; null = a first visit (the banner shows). */
  storedConsent: [essentialOnlyConsent, { option: true }],
  applyStoredConsent: [
    async ({ context, storedConsent }, use) => {
      if (storedConsent) {
        await context.addInitScript((record) => {
          try {
            if (window.localStorage.getItem('cookieConsent') === null) window.localStorage.setItem('cookieConsent', record)
          } catch {
            // about:blank and other opaque origins have no storage
          }
        }, JSON.stringify(storedConsent))
      }
      await use()
    },
    { auto: true },
  ],
  /** Every page test fails on a console error or warning (hydration mismatches are reported there). */
  consoleProblems: async ({ page }, use) => {
    const problems = recordConsoleProblems(page)
    await use(problems)
    expect(problems, 'console errors or warnings').toEqual([])
  },
})

/** What Playwright logs where it keeps the page from registering its service worker (playwright.config.ts). */
const playwrightBlockedTheWorker = 'Service Worker registration blocked by Playwright'

/**
 * The console errors and warnings and the uncaught errors of a page from now on (a hydration
 * mismatch is one: React error #418). `expected` leaves out messages a test provoked on purpose.
 */
export function recordConsoleProblems(page: Page, expected: (message: ConsoleMessage) => boolean = () => false): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (expected(message) || message.text().includes(playwrightBlockedTheWorker)) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

export { expect }

/** Opens a page and waits until React has hydrated it, for tests that press buttons at once. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** React has hydrated this element (it carries React's fiber key). */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

/**
 * Follows a link client-side and tells whether the next page arrived whole: the first change of the
 * main heading comes with every selector of `present` already in the document, so nothing pops in
 * after the page appeared. `link` is the first anchor matching the selector, and with `text`, the
 * one with that text.
 */
export function arrivesWhole(
  page: Page,
  target: { link: string; text?: string; present: readonly string[] },
): Promise<boolean> {
  return page.evaluate(
    ({ link, text, present }) =>
      new Promise<boolean>((resolve, reject) => {
        const heading = document.querySelector('h1')?.textContent
        const anchors = [...document.querySelectorAll<HTMLAnchorElement>(link)]
        const anchor = anchors.find((candidate) => text === undefined || candidate.textContent === text)
        if (!anchor) return reject(new Error(`No link ${link} ${text ?? ''}`))
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === heading) return
          observer.disconnect()
          resolve(present.every((selector) => document.querySelector(selector) !== null))
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        anchor.click()
      }),
    target,
  )
}
