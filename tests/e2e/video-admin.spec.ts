import { expect as baseExpect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { repoRoot } from '../support/stack'
import { asOwnClient, createAdmin, signInFirstTime } from './staff-support'

/**
 * /video-management in Chromium as a signed-in admin with a TOTP code: a clip uploaded with its
 * progress shown, the tile suggested by its name, played from that tile on the home page, deleted;
 * a file of the wrong type refused with its message.
 */
test.use({ baseURL: process.env.BASE_URL })

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})


test('a clip is uploaded with its progress, plays from its tile on the home page, and is deleted', async ({ page }) => {
  const name = `demo stadium ${randomBytes(3).toString('hex')}`
  await page.goto('/admin/auth')
  await signInFirstTime(page, await createAdmin())
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.goto('/video-management')
  const fileInput = page.locator('input[type="file"]')

  await fileInput.setInputFiles({ name: 'flyer.txt', mimeType: 'text/plain', buffer: Buffer.from('not a clip') })
  await expect(page.getByRole('alert')).toHaveText('This file type cannot be used here. Choose a MP4 or WebM file.')

  const clip = await readFile(path.join(repoRoot, 'tests/fixtures/sample.webm'))
  await fileInput.setInputFiles({ name: `${name.replaceAll(' ', '-')}.webm`, mimeType: 'video/webm', buffer: clip })
  await expect(page.getByRole('combobox', { name: /Showcase tile/ })).toHaveValue('demo')
  await expect(page.getByRole('img', { name: 'Poster frame of the chosen video' })).toBeVisible()
  // The server answers a moment late, so that the progress can be seen.
  await page.route('**/api/collections/videos/records', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached()
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible()
  await expect(page.getByText('Video uploaded')).toBeVisible()
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()

  await page.goto('/')
  await page.locator('#video-samples').scrollIntoViewIfNeeded()
  const tile = page.locator('#video-samples [data-tile="demo"]')
  await expect(tile).toHaveAttribute('data-state', 'uploaded')
  await tile.getByRole('button', { name: 'Play video: Demonstration jump' }).click()
  await expect(page.locator(`video[src*="${name.replaceAll(' ', '_')}"]`)).toBeVisible()

  await page.goto('/video-management')
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText('Video deleted successfully')).toBeVisible()
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0)
})
