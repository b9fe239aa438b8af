import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// A first visit: nothing stored, so the banner asks.
test.use({ storedConsent: null })

const languages = [
  {
    lang: 'en',
    home: '/',
    privacy: '/privacy#cookies',
    banner: 'Cookies on this site',
    accept: 'Accept all',
    essential: 'Essential only',
    preferences: 'Preferences',
    panel: 'Cookie preferences',
    analytics: 'Analytics cookies',
    marketing: 'Marketing cookies',
    save: 'Save preferences',
    policy: 'Read the cookie policy',
    reset: 'Reset cookie preferences',
    widget: 'Book a jump',
  },
  {
    lang: 'nl',
    home: '/nl',
    privacy: '/nl/privacy#cookies',
    banner: 'Cookies op deze website',
    accept: 'Alles accepteren',
    essential: 'Alleen noodzakelijke',
    preferences: 'Voorkeuren',
    panel: 'Cookievoorkeuren',
    analytics: 'Analytische cookies',
    marketing: 'Marketingcookies',
    save: 'Voorkeuren opslaan',
    policy: 'Lees het cookiebeleid',
    reset: 'Cookievoorkeuren opnieuw instellen',
    widget: 'Boek uw sprong',
  },
] as const

const start = new Date('2026-11-23T10:00:00Z')

/** Records every consent-updated event the page hears, from the first script on. */
async function recordConsentEvents(page: Page) {
  await page.addInitScript(() => {
    const heard: unknown[] = []
    Object.assign(window, { consentEvents: heard })
    window.addEventListener('consent-updated', (event) => heard.push((event as CustomEvent).detail))
  })
}

const consentEvents = (page: Page) => page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents)
const storedRecord = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown)
/** The data layer's consent commands, as arrays (gtag pushes Arguments objects). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  )

/** Opens a page on a paused clock and lets fake time pass until the banner shows. */
async function openWithBanner(page: Page, path: string, bannerName: string) {
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
  await page.goto(path)
  const banner = page.getByRole('region', { name: bannerName })
  await expect(async () => {
    await page.clock.runFor(500)
    await expect(banner).toBeVisible({ timeout: 250 })
  }).toPass()
  // From here time flows again (the preferences panel's transition needs it).
  await page.clock.resume()
  return banner
}

const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }

for (const l of languages) {
  test(`${l.lang}: the Consent Mode defaults are the first script of the prerendered head`, async ({ page, request }) => {
    const html = await (await request.get(l.home)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const firstScript = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(html)
    expect(firstScript?.index).toBeLessThan(head.length)
    expect(firstScript?.[1]).toContain("gtag('consent','default'")
    await page.goto(l.home)
    const commands = await consentCommands(page)
    expect(commands[0]).toEqual([
      'consent',
      'default',
      { ...denied, functionality_storage: 'granted', security_storage: 'granted', wait_for_update: 500 },
    ])
  })

  test(`${l.lang}: the banner appears 2 s after load, with equal buttons and the cookie policy link`, async ({ page, consoleProblems }) => {
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
    await page.goto(l.home)
    const banner = page.getByRole('region', { name: l.banner })
    // The fixed extras mount when the browser is idle; the widget showing means the consent code is running too.
    await expect(async () => {
      await page.clock.runFor(100)
      await expect(page.getByRole('region', { name: l.widget })).toBeVisible({ timeout: 250 })
    }).toPass()
    const elapsed = await page.evaluate(() => performance.now())
    expect(elapsed).toBeLessThan(1900)
    await page.clock.runFor(1900 - elapsed)
    await expect(banner).toHaveCount(0)
    await page.clock.runFor(200)
    // React reveals suspended content on a timer of its own, which runs only with the clock: when
    // the banner's code arrives after the 2 s, the clock has to move on a little for it to show.
    await expect(async () => {
      await page.clock.runFor(50)
      await expect(banner).toBeVisible({ timeout: 250 })
    }).toPass()
    expect(await page.evaluate(() => performance.now())).toBeLessThan(3000)
    await expect(banner).toHaveAttribute('data-cookie-banner')

    const accept = banner.getByRole('button', { name: l.accept })
    const essential = banner.getByRole('button', { name: l.essential })
    const [a, e] = [await accept.boundingBox(), await essential.boundingBox()]
    expect(a && e && [Math.round(a.width), Math.round(a.height)]).toEqual(e && [Math.round(e.width), Math.round(e.height)])
    const weight = (button: typeof accept) => button.evaluate((node) => getComputedStyle(node).fontWeight + getComputedStyle(node).fontSize)
    expect(await weight(accept)).toBe(await weight(essential))
    await expect(banner.getByRole('link', { name: l.policy })).toHaveAttribute('href', l.privacy)
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: accept all stores full consent, announces it and updates Consent Mode`, async ({ page, consoleProblems }) => {
    await recordConsentEvents(page)
    const banner = await openWithBanner(page, l.home, l.banner)
    await banner.getByRole('button', { name: l.accept }).click()
    await expect(banner).toHaveCount(0)
    const preferences = { essential: true, analytics: true, marketing: true }
    expect(await storedRecord(page)).toEqual({ hasConsent: true, preferences, timestamp: expect.any(Number) })
    expect(await consentEvents(page)).toEqual([preferences])
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted])
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: essential only stores no consent, clears analytics cookies and denies Consent Mode`, async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.1', url: baseURL! },
      { name: '_ga_TEST', value: 'GS1.1', url: baseURL! },
      { name: '_gid', value: 'GA1.1.2', url: baseURL! },
      { name: 'keep', value: '1', url: baseURL! },
    ])
    await recordConsentEvents(page)
    const banner = await openWithBanner(page, l.home, l.banner)
    await banner.getByRole('button', { name: l.essential }).click()
    await expect(banner).toHaveCount(0)
    const preferences = { essential: true, analytics: false, marketing: false }
    expect(await storedRecord(page)).toEqual({ hasConsent: true, preferences, timestamp: expect.any(Number) })
    expect(await consentEvents(page)).toEqual([preferences])
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['keep'])
  })

  test(`${l.lang}: the preferences panel stores exactly what was chosen`, async ({ page, consoleProblems }) => {
    await recordConsentEvents(page)
    const banner = await openWithBanner(page, l.home, l.banner)
    await banner.getByRole('button', { name: l.preferences }).click()
    const panel = page.getByRole('dialog', { name: l.panel })
    await expect(panel).toBeVisible()
    await panel.getByRole('switch', { name: l.marketing }).check()
    await expect(panel.getByRole('switch', { name: l.analytics })).not.toBeChecked()
    await panel.getByRole('button', { name: l.save }).click()
    await expect(banner).toHaveCount(0)
    const preferences = { essential: true, analytics: false, marketing: true }
    expect(await storedRecord(page)).toEqual({ hasConsent: true, preferences, timestamp: expect.any(Number) })
    expect(await consentEvents(page)).toEqual([preferences])
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
    ])
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: a stored decision means no banner on reload, and resetting it brings the banner back`, async ({ page, consoleProblems }) => {
    const banner = await openWithBanner(page, l.privacy, l.banner)
    await banner.getByRole('button', { name: l.accept }).click()
    await expect(banner).toHaveCount(0)

    await page.reload()
    await expect(async () => {
      await page.clock.runFor(500)
      // The stored choice is applied again on the new page.
      expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', granted])
    }).toPass()
    await page.clock.runFor(5000)
    await expect(banner).toHaveCount(0)

    await page.getByRole('button', { name: l.reset }).click()
    await expect(banner).toBeVisible()
    expect(await storedRecord(page)).toBeNull()
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
    expect(consoleProblems).toEqual([])
  })
}

test('the banner works with the keyboard and is not a focus trap', async ({ page }) => {
  const banner = await openWithBanner(page, '/', 'Cookies on this site')
  await banner.getByRole('button', { name: 'Preferences' }).focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Cookie preferences' })
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  // Escape closed only the panel: no choice was made and the banner still asks.
  await expect(banner).toBeVisible()
  expect(await storedRecord(page)).toBeNull()
  await expect(banner.getByRole('button', { name: 'Preferences' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  expect(await storedRecord(page)).toMatchObject({ preferences: { analytics: true, marketing: true } })
})

test('no analytics request is made without a measurement id, even with consent', async ({ page }) => {
  const external: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(process.env.BASE_URL!)) external.push(request.url())
  })
  const banner = await openWithBanner(page, '/', 'Cookies on this site')
  await banner.getByRole('button', { name: 'Accept all' }).click()
  await page.clock.runFor(2000)
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0)
  expect(external).toEqual([])
})
