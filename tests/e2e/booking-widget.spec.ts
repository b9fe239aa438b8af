import { business } from '../../src/content/facts'
import { expect, test } from './fixtures'
import { hiddenTabStops, obscured } from './layout-probes'

const languages = [
  {
    lang: 'en',
    home: '/',
    about: '/about',
    contact: '/contact',
    services: '/services',
    widget: 'Book a jump',
    minimise: 'Minimise booking options',
    bookNow: 'Book now',
    moreInfo: 'More info',
    call: 'Call',
    general: 'General',
  },
  {
    lang: 'nl',
    home: '/nl',
    about: '/nl/about',
    contact: '/nl/contact',
    services: '/nl/services',
    widget: 'Boek uw sprong',
    minimise: 'Boekingsopties minimaliseren',
    bookNow: 'Boek nu',
    moreInfo: 'Meer informatie',
    call: 'Bellen',
    general: 'Algemeen',
  },
] as const

for (const l of languages) {
  test(`${l.lang}: call and WhatsApp come from the facts, more info leads to the services`, async ({ page, consoleProblems }) => {
    await page.goto(l.about)
    const widget = page.getByRole('region', { name: l.widget })
    await widget.getByRole('button', { name: l.widget }).click()
    await expect(widget.getByRole('link', { name: l.call })).toHaveAttribute('href', business.phone.href)
    const whatsapp = widget.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${business.phone.href.replace(/\D/g, '')}`)
    await expect(whatsapp).toHaveAttribute('href', business.whatsapp)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await widget.getByRole('link', { name: l.moreInfo }).click()
    await expect(page).toHaveURL(new RegExp(`${l.services}$`))
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: book now opens the contact section on the Tandem tab, from any page`, async ({ page, consoleProblems }) => {
    await page.goto(l.about)
    const widget = page.getByRole('region', { name: l.widget })
    await widget.getByRole('button', { name: l.widget }).click()
    await widget.getByRole('link', { name: l.bookNow }).click()
    await expect(page).toHaveURL(new RegExp(`${l.contact}\\?tab=tandem#contact$`))
    const contact = page.locator('#contact')
    await expect(contact.getByRole('tab', { name: 'Tandem' })).toHaveAttribute('aria-selected', 'true')
    await expect(contact).toBeInViewport()

    // On the contact page itself, after choosing another tab, the link reopens Tandem.
    await contact.getByRole('tab', { name: l.general }).click()
    await expect(contact.getByRole('tab', { name: l.general })).toHaveAttribute('aria-selected', 'true')
    await widget.getByRole('link', { name: l.bookNow }).click()
    await expect(contact.getByRole('tab', { name: 'Tandem' })).toHaveAttribute('aria-selected', 'true')

    // Opened directly (a shared link or a reload): the prerendered page hydrates, then shows the Tandem tab.
    await page.reload()
    await expect(page.locator('#contact').getByRole('tab', { name: 'Tandem' })).toHaveAttribute('aria-selected', 'true')
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: minimised or expanded is remembered across pages for the session`, async ({ page, consoleProblems }) => {
    await page.goto(l.home)
    const widget = page.getByRole('region', { name: l.widget })
    await widget.getByRole('button', { name: l.widget }).click()
    await widget.getByRole('button', { name: l.minimise }).click()
    const expand = widget.getByRole('button', { name: l.widget })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(widget.getByRole('link', { name: l.bookNow })).toHaveCount(0)

    await widget.page().goto(l.about)
    await expect(expand).toBeVisible()
    await expect(widget.getByRole('link', { name: l.bookNow })).toHaveCount(0)

    await expand.click()
    await expect(widget.getByRole('link', { name: l.bookNow })).toBeVisible()
    await page.goto(l.services)
    await expect(widget.getByRole('link', { name: l.bookNow })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('booking-widget'))).toBe('expanded')
    expect(consoleProblems).toEqual([])
  })
}

test('the widget and the consent code are not in the initial JavaScript and shift nothing', async ({ page, request }) => {
  // The page's HTML neither loads nor preloads them: they arrive through React.lazy once the page is idle.
  const html = await (await request.get('/about')).text()
  expect(html).toContain('<script type="module"')
  expect(html).not.toMatch(/BookingWidget|ConsentManager/)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/about')
  const widget = page.getByRole('region', { name: 'Book a jump' })
  await expect(widget).toBeVisible()
  expect(scripts.some((path) => /BookingWidget/.test(path))).toBe(true)
  expect(scripts.some((path) => /ConsentManager/.test(path))).toBe(true)
  expect(await widget.evaluate((node) => getComputedStyle(node).position)).toBe('fixed')
})

test('the offline page has no booking widget', async ({ page }) => {
  await page.goto('/offline')
  // Wait for the idle moment the extras mount at on other pages, and the chunks they would load.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 3000 })))
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('region', { name: 'Book a jump' })).toHaveCount(0)
})

const floating = '[aria-label="Book a jump"], [aria-label="Boek uw sprong"], [class*="launcher"]'

// Issue 21: the widget starts minimised on every screen, and neither it nor the chat button ever
// hides the end of a page or the element that has keyboard focus (WCAG 2.4.11).
for (const viewport of [{ width: 360, height: 780 }, { width: 1280, height: 800 }]) {
  for (const path of ['/', '/contact', '/nl/contact', '/services/tandem-jumps']) {
    test(`${path} at ${viewport.width} px: the floating buttons hide neither the end of the page nor the focused element`, async ({ page, consoleProblems }) => {
      // Up to 120 tab stops, each measured: on a busy two-core machine home alone can take half a minute.
      test.slow()
      await page.setViewportSize(viewport)
      await page.goto(path)
      const widget = page.locator('section[aria-label="Book a jump"], section[aria-label="Boek uw sprong"]')
      await expect(widget.getByRole('button')).toHaveAttribute('aria-expanded', 'false')

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      // The links in view below the sticky header: the last lines of the page.
      const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom)
      const footerLinks = await page.locator('footer a').count()
      for (let index = 0; index < footerLinks; index++) {
        const link = page.locator('footer a').nth(index)
        const id = `footer-link-${index}`
        const top = await link.evaluate((node, value) => {
          node.setAttribute('data-probe', value)
          return node.getBoundingClientRect().top
        }, id)
        if (top < headerBottom) continue
        const result = await obscured(page, `[data-probe="${id}"]`)
        expect(result, `${result} at the end of the page is under a floating button`).toBe('')
      }

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      expect(await hiddenTabStops(page, 120, floating), 'focused elements hidden by the floating buttons').toEqual([])
      expect(consoleProblems).toEqual([])
    })
  }
}

test('with the booking panel open, the focused element stays clear of it, and Escape closes it without moving focus', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/contact')
  const widget = page.getByRole('region', { name: 'Book a jump' })
  await widget.getByRole('button', { name: 'Book a jump' }).click()
  await expect(widget.getByRole('link', { name: 'Book now' })).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  expect(await hiddenTabStops(page, 120, floating), 'focused elements hidden by the open panel').toEqual([])
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))
  await page.keyboard.press('Escape')
  await expect(widget.getByRole('link', { name: 'Book now' })).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(focused)
  expect(consoleProblems).toEqual([])
})
