import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { superuserToken } from './pocketbase-admin'
import { asOwnClient, signInAsNewAdmin } from './staff-support'

/**
 * Reviews and partners in Chromium as a signed-in admin with a TOTP code (issue 20, part 5): a
 * review written on /admin/partners is shown with the average on home and /about in both
 * languages, and the served structured data carries the same average and the same reviews, review
 * for review; removed, it is gone from both. A partner is written, changed and removed.
 */
test.use({ baseURL: process.env.BASE_URL })

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})

interface ServedRating {
  aggregateRating?: { ratingValue: number; reviewCount: number }
  review?: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody?: string }[]
}

/** The business structured data of a page as served (no script run). */
async function servedRating(request: APIRequestContext, path: string): Promise<ServedRating> {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
  return blocks.find((block) => String(block['@id']).endsWith('/#business')) as ServedRating
}

/** The reviews a visitor sees on a page, once its section (home's partners, /about's reviews) has loaded. */
async function visibleReviews(page: Page, path: string, section: string) {
  await page.goto(path)
  await page.locator(`#${section}`).scrollIntoViewIfNeeded()
  const reviews = page.getByTestId('reviews')
  await expect(reviews).toBeVisible({ timeout: 30_000 })
  const average = (await reviews.getByTestId('review-average').innerText()).trim()
  const cards = await reviews.getByRole('figure').evaluateAll((figures) =>
    figures.map((figure) => ({
      author: figure.getAttribute('data-review-author') ?? '',
      stars: figure.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      body: figure.querySelector('blockquote')?.textContent ?? '',
    })),
  )
  return { average, cards }
}

/** What is shown and what the structured data says are the same: average, count and each review. */
async function expectShownAsServed(page: Page, request: APIRequestContext, path: string, section: string, dutch: boolean) {
  const shown = await visibleReviews(page, path, section)
  const served = await servedRating(request, path)
  const { ratingValue, reviewCount } = served.aggregateRating!
  const average = ratingValue.toFixed(1).replace('.', dutch ? ',' : '.')
  expect(shown.average).toBe(dutch ? `${average} van 5, op basis van ${reviewCount} ${reviewCount === 1 ? 'beoordeling' : 'beoordelingen'}` : `${average} out of 5, from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`)
  expect(shown.cards).toEqual(
    served.review!.map((review) => ({
      author: review.author.name,
      stars: dutch ? `${review.reviewRating.ratingValue} van de 5 sterren` : `${review.reviewRating.ratingValue} out of 5 stars`,
      body: review.reviewBody ?? '',
    })),
  )
  return shown
}

test('a review written on /admin/partners is shown with the average on home and /about, as in the structured data', async ({ page, request }) => {
  const author = `Reviewer ${randomBytes(3).toString('hex')}`
  await signInAsNewAdmin(page)
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: 'New review' }).click()
  const form = page.getByRole('form', { name: 'Review' })
  await form.getByRole('button', { name: 'Save review' }).click()
  await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill(author)
  await form.getByRole('radio', { name: '5 stars' }).focus()
  await page.keyboard.press('Space')
  await form.getByRole('textbox', { name: 'Text in English' }).fill('Landed with the biggest grin of my life.')
  await form.getByRole('textbox', { name: 'Text in Dutch' }).fill('Geland met de grootste grijns van mijn leven.')
  await form.getByRole('textbox', { name: /^Where it was given/ }).fill('Google')
  await form.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByText('Review saved')).toBeVisible()
  await expect(page.getByRole('region', { name: `Review by ${author}` })).toBeVisible()

  for (const [path, section, dutch] of [['/', 'partners', false], ['/about', 'reviews', false], ['/nl', 'partners', true], ['/nl/over-ons', 'reviews', true]] as const) {
    const shown = await expectShownAsServed(page, request, path, section, dutch)
    expect(shown.cards[0]).toMatchObject({ author, body: dutch ? 'Geland met de grootste grijns van mijn leven.' : 'Landed with the biggest grin of my life.' })
  }

  // Removed: gone from the page and from the structured data.
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: `Remove the review by ${author}` }).click()
  await expect(page.getByText('This review is shown on the site and counts in the average. Remove it?')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Review removed')).toBeVisible()
  const after = await servedRating(request, '/about')
  expect((after.review ?? []).map((review) => review.author.name)).not.toContain(author)
})

test('a partner written on /admin/partners is stored in both languages, changed and removed', async ({ page }) => {
  const name = `Skyline Helicopters ${randomBytes(3).toString('hex')}`
  await signInAsNewAdmin(page)
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: 'New partner' }).click()
  const form = page.getByRole('form', { name: 'Partner' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  const [english, dutch] = [form.locator('fieldset').nth(0), form.locator('fieldset').nth(1)]
  await english.getByRole('textbox', { name: 'Industry' }).fill('Aviation')
  await dutch.getByRole('textbox', { name: 'Industry' }).fill('Luchtvaart')
  await english.getByRole('textbox', { name: 'Description' }).fill('Flies our helicopter jumps.')
  await dutch.getByRole('textbox', { name: 'Description' }).fill('Vliegt onze helikoptersprongen.')
  await form.getByRole('textbox', { name: 'Website' }).fill('skyline.example')
  // Unpublished, so that the public partner section other tests look at keeps its built-in list.
  await form.getByRole('checkbox', { name: /^Published/ }).uncheck()
  await form.getByRole('button', { name: 'Save partner' }).click()
  await expect(form.getByText('Enter the full address of the website, starting with https://').first()).toBeVisible()
  await form.getByRole('textbox', { name: 'Website' }).fill('https://skyline.example')
  await form.getByRole('button', { name: 'Save partner' }).click()
  await expect(page.getByText('Partner saved')).toBeVisible()

  await page.getByRole('button', { name: `Edit ${name}` }).click()
  await page.getByRole('form', { name: 'Partner' }).locator('fieldset').nth(1).getByRole('textbox', { name: 'Industry' }).fill('Helikopters')
  await page.getByRole('form', { name: 'Partner' }).getByRole('button', { name: 'Save partner' }).click()
  // The first save's toast may still be on screen: wait for the change itself to be stored.
  const authorization = await superuserToken()
  const stored = () =>
    fetch(`${process.env.BASE_URL}/api/collections/partners/records?${new URLSearchParams({ filter: `name = "${name}"` })}`, {
      headers: { Authorization: authorization },
    })
      .then((response) => response.json() as Promise<{ items: Record<string, unknown>[] }>)
      .then((list) => list.items[0])
  await expect.poll(stored).toMatchObject({ industry_en: 'Aviation', industry_nl: 'Helikopters', url: 'https://skyline.example', published: false })

  await page.getByRole('button', { name: `Remove ${name}` }).click()
  await expect(page.getByText('Remove this partner and its logo?')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Partner removed')).toBeVisible()
  await expect(page.getByRole('region', { name })).toHaveCount(0)
})
