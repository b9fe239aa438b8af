import { expect as baseExpect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { asOwnClient, createAdmin, signInFirstTime } from './staff-support'

/**
 * Stories in Chromium as a signed-in admin with a TOTP code: a story written in both languages and
 * published on /admin/blog is on the stories page and at its own address in both languages, with
 * its head in the served HTML; changed; unpublished it is gone (404); deleted.
 */
test.use({ baseURL: process.env.BASE_URL })

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})


test('a story written on /admin/blog is published, changed, unpublished and deleted', async ({ page, request }) => {
  const marker = randomBytes(3).toString('hex')
  const titleEn = `Jumping over Texel ${marker}`
  const titleNl = `Springen boven Texel ${marker}`
  await page.goto('/admin/auth')
  await signInFirstTime(page, await createAdmin())
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.goto('/admin/blog')
  await page.getByRole('button', { name: 'New story' }).click()

  const [english, dutch] = [page.locator('fieldset').nth(0), page.locator('fieldset').nth(1)]
  await english.getByRole('textbox', { name: 'Title' }).fill(titleEn)
  await english.getByRole('textbox', { name: 'Excerpt' }).fill('A beach landing at sunset.')
  await english.getByRole('textbox', { name: /^Text/ }).fill('We took off from Den Helder.\n\n## The landing\nRight on the beach.')
  await english.getByRole('textbox', { name: 'Category' }).fill('Tandem jumps')
  await page.getByRole('checkbox', { name: 'Published' }).check()
  await page.getByRole('button', { name: 'Create story' }).click()
  // Publishing with the Dutch side empty is refused, and nothing is lost.
  await expect(page.getByText('The Dutch version is not complete', { exact: false })).toBeVisible()
  await dutch.getByRole('textbox', { name: 'Title' }).fill(titleNl)
  await dutch.getByRole('textbox', { name: 'Excerpt' }).fill('Een strandlanding bij zonsondergang.')
  await dutch.getByRole('textbox', { name: /^Tekst|^Text/ }).fill('We vertrokken vanuit Den Helder.\n\n## De landing\nPrecies op het strand.')
  await dutch.getByRole('textbox', { name: 'Category' }).fill('Tandemsprongen')
  await page.getByRole('button', { name: 'Create story' }).click()
  await expect(page.getByText('Blog post created successfully')).toBeVisible()
  const slug = await page.getByRole('textbox', { name: 'Web address' }).inputValue()
  expect(slug).toBe(`jumping-over-texel-${marker}`)

  // The served page carries the story's head; the page shows its text once started.
  const served = await request.get(`/stories/${slug}`)
  expect(served.status()).toBe(200)
  expect(await served.text()).toContain('"@type":"BlogPosting"')
  await page.goto('/stories')
  await page.getByRole('link', { name: titleEn }).click()
  await expect(page).toHaveURL(new RegExp(`/stories/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'The landing' })).toBeVisible()
  await page.goto(`/nl/verhalen/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: titleNl })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'De landing' })).toBeVisible()

  // Changed: the title changes, the address stays.
  await page.goto('/admin/blog')
  await page.getByRole('button', { name: titleEn }).click()
  await page.locator('fieldset').nth(0).getByRole('textbox', { name: 'Title' }).fill(`${titleEn} again`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Web address' })).toHaveValue(slug)
  expect(await (await request.get(`/stories/${slug}`)).text()).toContain(`${titleEn} again`)

  // Unpublished: gone at once. The toast of the first save may still be on screen, so the save is
  // awaited by its answer, not by a toast.
  await page.getByRole('checkbox', { name: 'Published' }).uncheck()
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/collections/blog_posts/records/'),
  )
  await page.getByRole('button', { name: 'Save changes' }).click()
  expect((await saved).ok()).toBe(true)
  expect((await request.get(`/stories/${slug}`)).status()).toBe(404)

  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New story' })).toBeVisible()
  await expect(page.getByRole('button', { name: `${titleEn} again` })).toHaveCount(0)
})
