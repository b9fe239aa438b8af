import { expect as baseExpect, test, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { superuserToken } from './pocketbase-admin'
import { asOwnClient, signInAsNewAdmin } from './staff-support'

/**
 * A photo slot in Chromium (issue 21, part 2; decision 034): an admin puts a photo with its two
 * descriptions in the team slot of /about on /admin/media; visitors then see it on /about and
 * /nl/over-ons in the page's language, fetched as AVIF in a width that fits, over its placeholder;
 * a file of the wrong type is refused first, and once removed the slot shows its artwork again.
 * The team slot, because no other test looks at it (the screenshots take the home hero).
 */
test.use({ baseURL: process.env.BASE_URL })

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})

const teamImage = (page: Page) => page.locator('img[data-photo-slot="about-team"]')

test('a photo put in a slot on /admin/media is shown on the site in both languages, as AVIF, until it is removed', async ({ page, browser }) => {
  const marker = randomBytes(3).toString('hex')
  const [altEn, altNl] = [`Our team folding canopies ${marker}`, `Ons team vouwt de parachutes ${marker}`]
  await signInAsNewAdmin(page)
  await page.goto('/admin/media')
  const card = page.getByRole('region', { name: 'About: the team' })
  await expect(card.getByText('Artwork: no photo yet')).toBeVisible()
  const fileInput = card.locator('input[type="file"]')
  await fileInput.setInputFiles({ name: 'team.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(card.getByRole('alert')).toHaveText('This file type cannot be used here. Choose a JPEG, PNG, WebP or AVIF file.')
  await fileInput.setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: await readFile('tests/fixtures/sample-photo.jpg') })
  await expect(card.getByText('New photo, not saved yet')).toBeVisible()
  await card.getByRole('textbox', { name: /Description in English/ }).fill(altEn)
  await card.getByRole('textbox', { name: /Description in Dutch/ }).fill(altNl)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Photo saved: visitors see it from their next page')).toBeVisible()
  await expect(page.getByRole('region', { name: 'About: the team' }).getByText('Photo', { exact: true })).toBeVisible()

  // A visitor of their own, as the site is served to anyone.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  for (const [path, alt] of [['/about', altEn], ['/nl/over-ons', altNl]] as const) {
    const avif = visitor.waitForResponse((response) => response.url().includes('/api/files/site_photos/') && response.headers()['content-type'] === 'image/avif')
    await visitor.goto(`${process.env.BASE_URL}${path}`)
    await teamImage(visitor).scrollIntoViewIfNeeded()
    const photo = visitor.getByRole('img', { name: alt })
    await expect(photo).toBeVisible()
    await expect(photo).toHaveAttribute('srcset', /\?w=360 360w, .*\?w=1280 1200w$/)
    await expect(photo).toHaveAttribute('style', /background-image: ?url\("data:image\/webp;base64,/)
    expect(new URL((await avif).url()).searchParams.get('w')).toMatch(/^(720|960|1280)$/)
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  }

  await page.reload()
  const stored = page.getByRole('region', { name: 'About: the team' })
  await stored.getByRole('button', { name: 'Remove the photo: About: the team' }).click()
  await expect(stored.getByText("Visitors then see the site's artwork here again. Remove the photo?")).toBeVisible()
  await stored.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Photo removed: the place shows its artwork again')).toBeVisible()

  await visitor.goto(`${process.env.BASE_URL}/about`)
  await expect(teamImage(visitor)).toHaveAttribute('src', '/artwork/about-team.svg')
  const left = await fetch(`${process.env.BASE_URL}/api/collections/site_photos/records?${new URLSearchParams({ filter: `alt_en = "${altEn}"` })}`, {
    headers: { Authorization: await superuserToken() },
  }).then((response) => response.json() as Promise<{ totalItems: number }>)
  expect(left.totalItems).toBe(0)
  await visitor.close()
})
