import type { Page } from '@playwright/test'
import { expect, isHydrated, test } from './fixtures'

// product §2 "Navigation": section entries, fragments and lazy sections (timings in src/lib/scroll/section-scroll.ts).

const languages = [
  { home: '/', about: '/about', nav: 'Main', faq: 'FAQ', partners: 'Partners' },
  { home: '/nl', about: '/nl/about', nav: 'Hoofdmenu', faq: 'Veelgestelde vragen', partners: 'Partners' },
] as const


async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page, 'header nav a'), { timeout: 15_000 }).toBe(true)
}

const sectionChunks = ['ServicesSection', 'ExperiencesSection', 'MediaShowcase', 'StoriesSection', 'AboutSection', 'PartnersSection']

/** Tells when the code of the sections down to the partners has arrived (the fake clock hides Resource Timing). */
function watchSectionCode(page: Page): () => boolean {
  const arrived = new Set<string>()
  page.on('requestfinished', (request) => {
    const name = sectionChunks.find((chunk) => request.url().includes(`/assets/${chunk}-`))
    if (name) arrived.add(name)
  })
  return () => arrived.size === sectionChunks.length
}

/** Distance from the viewport top to the section; the sticky header is 64 px, the scroll margin 80 px. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id)
}

for (const lang of languages) {
  test(`${lang.home}: a header section entry on another page goes home and scrolls to the section`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    await page.goto(lang.about)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: lang.nav }).getByRole('link', { name: lang.faq, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${lang.home === '/' ? '' : lang.home}/?#faq$`))
    // Smoothly, after 300 ms (and again at 800 ms): the heading ends up just below the sticky header.
    await expect.poll(() => sectionTop(page, 'faq'), { timeout: 10_000 }).toBeCloseTo(80, -1)
    await expect(page.locator('#faq-title')).toBeInViewport()
    // The section is live: the accordion answers clicks.
    await page.locator('#faq button[aria-expanded]').first().click()
    await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(1)
  })

  test(`${lang.home}: on the home page a section entry scrolls after 100 ms, at once under reduced motion`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    const sectionCodeArrived = watchSectionCode(page)
    await page.goto(lang.home)
    await waitForHydration(page)
    // From here on the page's time moves only when the test says so.
    // The page fetches the sections’ code 4 s after load at the latest, from idle callbacks that wait at most 3 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 8000)
    await expect(async () => {
      await page.clock.runFor(500)
      expect(sectionCodeArrived()).toBe(true)
    }).toPass({ timeout: 15_000 })
    const before = await page.evaluate(() => window.scrollY)
    await page.getByRole('navigation', { name: lang.nav }).getByRole('link', { name: lang.partners, exact: true }).click()
    await page.clock.runFor(99)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.clock.runFor(1)
    await expect.poll(() => sectionTop(page, 'partners')).toBeCloseTo(80, -1)
    await expect(page).toHaveURL(/#partners$/)
  })

  test(`${lang.home}#faq: a deep link reveals the section and scrolls to it`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    await page.goto(`${lang.home}#faq`)
    await expect.poll(() => isHydrated(page, '#faq button[aria-expanded]'), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => sectionTop(page, 'faq'), { timeout: 10_000 }).toBeCloseTo(80, -1)
    await expect(page.locator('#faq-title')).toBeInViewport()
  })

  test(`${lang.home}: lazy sections hydrate within 200 px of the viewport, not earlier`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    await page.goto(lang.home)
    await waitForHydration(page)
    const target = '#faq button[aria-expanded]'
    expect(await isHydrated(page, target)).toBe(false)
    // The section's top 250 px below the viewport: still waiting.
    await page.evaluate(() => {
      const top = document.getElementById('faq')!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - window.innerHeight - 250, behavior: 'instant' })
    })
    await page.waitForTimeout(500)
    expect(await isHydrated(page, target)).toBe(false)
    // 150 px below: within the 200 px margin, it hydrates.
    await page.evaluate(() => {
      const top = document.getElementById('faq')!.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top - window.innerHeight - 150, behavior: 'instant' })
    })
    await expect.poll(() => isHydrated(page, target), { timeout: 15_000 }).toBe(true)
    // Once revealed it stays revealed, also after scrolling away.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.waitForTimeout(300)
    expect(await isHydrated(page, target)).toBe(true)
  })
}

test('after a client-side visit elsewhere, the home page shows every section again', async ({
  page,
  consoleProblems: _consoleProblems,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: false }).first().click()
  await expect(page).toHaveURL(/\/privacy/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  for (const id of ['services', 'experiences', 'stories', 'about', 'partners', 'faq', 'client-success', 'contact']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1)
  }
  await expect(page.locator('#contact form')).toHaveCount(1)
})
