import { expect as baseExpect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { superuserToken } from './pocketbase-admin'
import { asOwnClient, signInAsNewAdmin } from './staff-support'

/**
 * Photos in Chromium as a signed-in admin with a TOTP code (issue 20, part 3): a Greenland
 * expedition photo added on /admin/media with its descriptions is shown in the services carousel
 * in both languages and removed after a warning; a wrong file type and an oversized file are
 * refused with their messages; a partner logo in the library says it is in use and is taken off.
 */
test.use({ baseURL: process.env.BASE_URL })

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 150_000 })

test.beforeEach(async ({ page }) => {
  await asOwnClient(page)
})

async function asSuperuser(path: string, init: RequestInit = {}) {
  const response = await fetch(`${process.env.BASE_URL}${path}`, { ...init, headers: { Authorization: await superuserToken(), ...init.headers } })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

test('an expedition photo added on /admin/media is shown in the services carousel in both languages, then removed', async ({ page }) => {
  const marker = randomBytes(3).toString('hex')
  // "Greenland" in the description: the services page's own test finds the gallery by that word.
  const [altEn, altNl] = [`Base camp on the Greenland ice cap ${marker}`, `Basiskamp op de Groenlandse ijskap ${marker}`]
  await signInAsNewAdmin(page)
  await page.goto('/admin/media')
  const form = page.getByRole('form', { name: 'Add a photo' })
  const fileInput = form.locator('input[type="file"]')
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(form.getByRole('alert')).toHaveText('This file type cannot be used here. Choose a JPEG, PNG, WebP or AVIF file.')
  await fileInput.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) })
  await expect(form.getByRole('alert')).toHaveText('This file is too large (11 MB). The limit is 10 MB.')
  await fileInput.setInputFiles({ name: 'camp.jpg', mimeType: 'image/jpeg', buffer: await readFile('tests/fixtures/sample-poster.jpg') })
  await form.getByRole('textbox', { name: /Description in English/ }).fill(altEn)
  await form.getByRole('button', { name: 'Add photo' }).click()
  await expect(form.getByRole('alert')).toHaveText('Describe the image in English and in Dutch, for visitors who cannot see it.')
  await form.getByRole('textbox', { name: /Description in Dutch/ }).fill(altNl)
  await form.getByRole('button', { name: 'Add photo' }).click()
  await expect(page.getByText('Photo added')).toBeVisible()

  for (const [path, alt] of [['/services', altEn], ['/nl/services', altNl]] as const) {
    await page.goto(path)
    await page.locator('#greenland-expedition').scrollIntoViewIfNeeded()
    const photo = page.getByRole('img', { name: new RegExp(`^${alt} \\(1/\\d+\\)$`) })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  }

  await page.goto('/admin/media')
  const card = page.getByRole('region', { name: /^Photo \d+$/ }).filter({ has: page.locator(`input[value="${altEn}"]`) })
  await card.getByRole('button', { name: /^Remove photo/ }).click()
  await expect(card.getByText('This photo is shown in the services carousel. Remove it?')).toBeVisible()
  await card.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Photo removed')).toBeVisible()
  const left = await asSuperuser(`/api/collections/expedition_photos/records?${new URLSearchParams({ filter: `alt_en = "${altEn}"` })}`)
  expect(left.totalItems).toBe(0)
})

test('a partner logo in the media library says where it is used, takes new descriptions and is taken off', async ({ page }) => {
  const name = `Logo Partner ${randomBytes(3).toString('hex')}`
  const data = new FormData()
  data.append('name', name)
  data.append('published', 'false')
  data.append('logo_emoji', '🪂')
  data.append('logo_alt_en', `${name} logo`)
  data.append('logo_alt_nl', `Logo van ${name}`)
  data.append('logo', new Blob([await readFile('tests/fixtures/sample-poster.jpg')], { type: 'image/jpeg' }), 'logo.jpg')
  const partner = await asSuperuser('/api/collections/partners/records', { method: 'POST', body: data })

  await signInAsNewAdmin(page)
  await page.goto('/admin/media')
  const card = page.getByRole('region', { name: `Logo of ${name}` })
  await expect(card.getByText('Not on the site')).toBeVisible()
  await expect.poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await card.getByRole('textbox', { name: /Description in Dutch/ }).fill(`Het logo van ${name}`)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Image saved')).toBeVisible()

  await page.getByRole('region', { name: `Logo of ${name}` }).getByRole('button', { name: `Remove the image of ${name}` }).click()
  await expect(page.getByText(`This logo belongs to the hidden partner ${name}. Remove it?`)).toBeVisible()
  await page.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByText('Image removed')).toBeVisible()
  await expect(page.getByRole('region', { name: `Logo of ${name}` })).toHaveCount(0)

  const stored = await asSuperuser(`/api/collections/partners/records/${String(partner.id)}`)
  expect(stored).toMatchObject({ logo: '', logo_alt_nl: `Het logo van ${name}`, published: false })
  await fetch(`${process.env.BASE_URL}/api/collections/partners/records/${String(partner.id)}`, { method: 'DELETE', headers: { Authorization: await superuserToken() } })
})
