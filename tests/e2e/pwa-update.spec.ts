import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-support'

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const workerFile = 'dist/sw.js'

test('a new build offers a reload, and the reload runs the new worker', async ({ page }) => {
  await page.goto('/nl/about')
  await waitForServiceWorker(page)
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  const original = await readFile(workerFile)
  try {
    // Any byte change makes a new worker, exactly like a deploy of a new build.
    await appendFile(workerFile, `\n// build ${Date.now()}\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByRole('alert').filter({ hasText: 'Er is een nieuwe versie van deze website beschikbaar.' })
    await expect(prompt).toBeVisible({ timeout: 30_000 })

    const reloaded = page.waitForEvent('framenavigated')
    await prompt.getByRole('button', { name: 'Opnieuw laden' }).click()
    await reloaded
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Over ons/)
    await expect(page.getByRole('alert').filter({ hasText: 'nieuwe versie' })).toHaveCount(0)
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)
    expect(waiting).toBeNull()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker)
  } finally {
    await writeFile(workerFile, original)
  }
})
