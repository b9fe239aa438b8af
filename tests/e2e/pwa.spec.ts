import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { cachedUrls, waitForServiceWorker } from './pwa-support'

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('the manifests are complete and Chromium finds the site installable', async ({ page, request }) => {
  for (const [href, lang, startUrl] of [
    ['/manifest.webmanifest', 'en', '/'],
    ['/manifest.nl.webmanifest', 'nl', '/nl'],
  ] as const) {
    const manifest = await (await request.get(href)).json()
    expect(manifest).toMatchObject({ lang, start_url: startUrl, scope: '/', id: '/', display: 'standalone' })
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.theme_color).toBe('#0b2a5e')
    const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons
    for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
      expect(icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose), `${sizes} ${purpose}`).toBe(true)
    }
    const shots: Array<{ src: string; sizes: string; form_factor: string }> = manifest.screenshots
    expect(shots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    // Each declared size is the image's real size (Chromium ignores screenshots that do not match).
    await page.goto('/offline')
    for (const { src, sizes } of [...icons.filter((icon) => icon.sizes !== 'any'), ...shots]) {
      const actual = await page.evaluate(async (url) => {
        const image = new Image()
        image.src = url
        await image.decode()
        return `${image.naturalWidth}x${image.naturalHeight}`
      }, src)
      expect(actual, src).toBe(sizes)
    }
  }

  await page.goto('/nl')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.nl.webmanifest')
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
  await waitForServiceWorker(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito-like profiles; that is the test setup, not the site.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest')
  expect(manifestErrors).toEqual([])
})

test('admin and auth requests never come from the worker or its caches', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // Staff data and pages; the admin screens' JavaScript is public code and may be precached.
  const staffPath = /^\/(admin|_\/)|^\/api\/(collections\/(staff|_superusers)\/|realtime)|\/auth-with-/
  const staff = { test: (url: string) => staffPath.test(new URL(url).pathname) }
  const fromWorker: string[] = []
  page.on('response', (response) => {
    const withCredentials = response.request().headers()['authorization'] !== undefined
    if (response.fromServiceWorker() && (staff.test(response.url()) || withCredentials)) fromWorker.push(response.url())
  })
  const probe = (path: string, method = 'GET') =>
    page.evaluate(
      async ({ path, method }) => {
        const response = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' })
        return response.status
      },
      { path, method },
    )
  const staffPaths = [
    ['/api/collections/staff/records'],
    ['/api/collections/_superusers/records'],
    ['/api/collections/staff/auth-with-password', 'POST'],
    ['/api/collections/_superusers/auth-with-password', 'POST'],
    ['/api/collections/blog_posts/records?filter=draft', 'GET'],
  ] as const
  for (const [path, method] of staffPaths) await probe(path, method)
  await page.evaluate(() => fetch('/api/collections/blog_posts/records', { headers: { authorization: 'staff-token' } }))
  await page.goto('/admin/auth')
  await page.goto('/_/')
  expect(fromWorker).toEqual([])

  await page.goto('/')
  const cached = await cachedUrls(page)
  expect(cached.filter((url) => staff.test(url))).toEqual([])

  // Offline, a staff request fails instead of being answered from a cache.
  await context.setOffline(true)
  const offline = await page.evaluate(() =>
    fetch('/api/collections/staff/records').then(
      () => 'answered',
      () => 'failed',
    ),
  )
  expect(offline).toBe('failed')
})

test('public content data is answered from the cache when offline', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const path = '/api/collections/reviews/records?perPage=5'
  const online = await page.evaluate((url) => fetch(url).then((response) => response.status), path)
  test.skip(online !== 200, `reviews are not public here (status ${online})`)
  await context.setOffline(true)
  const offline = await page.evaluate((url) => fetch(url).then((response) => response.status), path)
  expect(offline).toBe(200)
})

/** Fires the browser's install offer the way Chromium does; the page's answer to the dialog is `outcome`. */
function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((outcome) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const win = window as unknown as { installDialogs?: number }
        win.installDialogs = (win.installDialogs ?? 0) + 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    })
    window.dispatchEvent(offer)
    return offer.defaultPrevented
  }, outcome)
}

const installDialogs = (page: Page) => page.evaluate(() => (window as unknown as { installDialogs?: number }).installDialogs ?? 0)

test('the install button comes with the browser’s offer and goes once it is answered or the app is installed', async ({ page }) => {
  await gotoHydrated(page, '/nl')
  const install = page.getByRole('button', { name: 'App installeren' })
  await expect(install).toHaveCount(0)

  // The page keeps the browser's own mini-infobar away and offers its button instead.
  expect(await offerInstallation(page, 'dismissed')).toBe(true)
  await install.click()
  expect(await installDialogs(page)).toBe(1)
  await expect(install, 'a declined offer is withdrawn: the button would open nothing').toHaveCount(0)

  await offerInstallation(page, 'accepted')
  await expect(install).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect(install).toHaveCount(0)
})

test('“Not now” hides the install offer for the rest of the visit', async ({ page }) => {
  const install = page.getByRole('button', { name: 'Install the app' })
  await gotoHydrated(page, '/')
  await offerInstallation(page, 'dismissed')
  await expect(install).toBeVisible()
  await page.getByRole('button', { name: 'Not now' }).click()
  await expect(install).toHaveCount(0)

  await page.evaluate(() => Object.assign(window, { sameVisit: true }))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Amsterdam' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amsterdam')
  expect(await page.evaluate(() => 'sameVisit' in window), 'a client-side navigation').toBe(true)
  await offerInstallation(page, 'dismissed')
  // The store renders synchronously; two frames later the button would be on screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(install).toHaveCount(0)
  expect(await installDialogs(page)).toBe(0)
})
