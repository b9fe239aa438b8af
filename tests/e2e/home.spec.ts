import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// product §2.3: the home sections in this order.
const sectionOrder = [
  'services',
  'experiences',
  'media-showcase',
  'stories',
  'about',
  'partners',
  'faq',
  'client-success',
  'contact',
]

for (const path of ['/', '/nl']) {
  test(`${path} shows every home section in order`, async ({ page, consoleProblems: _consoleProblems }) => {
    await page.goto(path)
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))
    expect(ids.filter((id) => sectionOrder.includes(id))).toEqual(sectionOrder)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })
}

// Decision 030: home keeps every section in its short form; the details and figures are on their own pages.
for (const [path, aboutPath, figureOnlyOnAbout] of [
  ['/', '/about', '20,000+'],
  ['/nl', '/nl/about', '20.000+'],
] as const) {
  test(`${path} shows its figures once and leaves the details to the pages of their own`, async ({ page, consoleProblems: _consoleProblems }) => {
    await page.goto(path)
    const main = page.locator('main')
    await expect(main.locator('ul[aria-label]').filter({ has: page.locator('li') }).filter({ hasText: /\d\+/ })).toHaveCount(0)
    await expect(main).not.toContainText(figureOnlyOnAbout)
    await expect(page.locator('#about').locator(`a[href="${aboutPath}#safety-record"]`)).toBeVisible()
    await expect(page.locator(`#partners a[href="${path === '/' ? '' : '/nl'}/partners"]`)).toBeVisible()
    await expect(page.locator('#services article li')).toHaveCount(0)

    // /about has the figures, in one block: each one once (issue 21).
    await page.goto(aboutPath)
    await expect(page.locator('main').getByText(figureOnlyOnAbout, { exact: true })).toHaveCount(1)
  })
}

test('the FAQ accordion keeps at most one answer open', async ({ page, consoleProblems: _consoleProblems }) => {
  await page.goto('/')
  const faq = page.locator('#faq')
  const questions = faq.locator('button[aria-expanded]')
  await expect(questions).toHaveCount(10)
  await questions.nth(0).click()
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1)
  await questions.nth(3).click()
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1)
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true')
  await questions.nth(3).click()
  await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0)
})

test('without content in the backend the fallbacks show', async ({ page, consoleProblems: _consoleProblems }) => {
  await page.goto('/')
  // Sections below the fold hydrate (and fetch) when they come near the viewport.
  await page.locator('#stories').scrollIntoViewIfNeeded()
  await expect(page.locator('#stories article')).toHaveCount(4)
  await expect(page.locator('#partners article')).toHaveCount(8)
})

test('/nl/faq has FAQPage structured data with ten questions', async ({ page, consoleProblems: _consoleProblems }) => {
  await page.goto('/nl/faq')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  expect(faq?.mainEntity).toHaveLength(10)
  expect(faq.mainEntity[0].name).toBe('Hoeveel mag ik wegen voor een tandemsprong?')
})

const faqQuestions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .filter((data) => data['@type'] === 'FAQPage')
      .map((data) => data.mainEntity.map((entry: { name: string }) => entry.name)),
  )

test('home keeps its FAQ structured data once interactive, and a client-side visit builds it', async ({ page, consoleProblems: _consoleProblems }) => {
  await page.goto('/nl')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  expect((await faqQuestions(page))[0]).toHaveLength(10)

  await page.goto('/about')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => faqQuestions(page)).toEqual([expect.arrayContaining(['How much may I weigh for a tandem jump?'])])
  expect((await faqQuestions(page))[0]).toHaveLength(10)
})
