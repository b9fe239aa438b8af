import { expect, test } from './fixtures'
import { smallTargets, textOutOfItsBox } from './layout-probes'

/** Layout defects visitors reported, each checked where it was seen. */

test('the probes can fail: a cut-off label and a small target are reported', async ({ page }) => {
  await page.goto('/contact')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.evaluate(() => {
    const box = document.createElement('div')
    box.id = 'probe-check'
    box.innerHTML = '<button style="width:60px;height:30px;overflow:hidden;white-space:nowrap">A label far too long for its button</button>'
    document.body.append(box)
  })
  expect(await textOutOfItsBox(page, '#probe-check')).toEqual([expect.stringContaining('is cut off')])
  expect(await smallTargets(page, '#probe-check')).toEqual([expect.stringContaining('60 × 30 px')])
})

test('on /contact at 1280 px the call button shows the whole number', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/contact')
  const call = page.getByRole('link', { name: /^Call now/ })
  await expect(call).toBeVisible()
  expect(await textOutOfItsBox(page, '#contact')).toEqual([])
  expect(consoleProblems).toEqual([])
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`colours given for both schemes (light-dark) show in the built site: ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
    const backgrounds = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      section: getComputedStyle(document.getElementById('contact')!).backgroundColor,
    }))
    // The contact section is a shaded band in both schemes, set with light-dark().
    expect(backgrounds.section).not.toBe('rgba(0, 0, 0, 0)')
    expect(backgrounds.section).not.toBe(backgrounds.page)
  })
}

test('after hydration the site palette still comes from the prerendered head style, once', async ({ page, consoleProblems }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  const themeCodeRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/theme-css-/.test(request.url())) themeCodeRequests.push(request.url())
  })
  await page.goto('/services/tandem-jumps')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The client adopts the prerendered style instead of computing the variables again (MantineHeadStyles),
  // and so never fetches the code that computes them.
  expect(themeCodeRequests).toEqual([])
  const styles = await page.locator('style[data-href~="mantine-theme-variables"]').allTextContents()
  expect(styles).toHaveLength(1)
  expect(styles[0]).toContain('--mantine-color-navy-8: #0b2a5e;')
  const anchor = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-anchor').trim())
  expect(anchor).toBe('#123a7d')
  expect(consoleProblems).toEqual([])
})

test('at 390 px on /nl the experience cards’ labels stay apart', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/nl')
  await page.locator('#experiences').scrollIntoViewIfNeeded()
  await expect(page.locator('#experiences dt').first()).toHaveText(/Beschikbaarheid/i)
  expect(await textOutOfItsBox(page, '#experiences')).toEqual([])
  expect(consoleProblems).toEqual([])
})

for (const { path, heading } of [
  { path: '/nl/contact', heading: 'Contact' },
  { path: '/contact', heading: 'Contact' },
  { path: '/nl/faq', heading: 'Veelgestelde vragen' },
  { path: '/faq', heading: 'Frequently asked questions' },
]) {
  test(`${path} shows its heading once`, async ({ page, consoleProblems }) => {
    await page.goto(path)
    const section = page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    await expect(section).toHaveCount(1)
    // The section's title stays for screen readers (it names the region) but is not shown again.
    const title = section.getByRole('heading', { level: 2, name: heading, exact: true })
    const box = (await title.boundingBox())!
    expect(box.width * box.height).toBeLessThanOrEqual(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(consoleProblems).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the colour-scheme toggle and the EN/NL switch are 44 × 44 px touch targets', async ({ page, consoleProblems }) => {
    await page.goto('/nl')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const toggle = (await page.getByRole('button', { name: 'Kleurenschema' }).boundingBox())!
    expect(Math.min(toggle.width, toggle.height)).toBeGreaterThanOrEqual(44)
    await page.getByRole('button', { name: 'Menu openen' }).click()
    const languages = page.getByRole('group', { name: 'Taal' })
    await expect(languages.getByRole('link', { name: /English/ })).toBeVisible()
    expect(await smallTargets(page, '[role="group"][aria-label="Taal"]')).toEqual([])
    expect(consoleProblems).toEqual([])
  })

  test('on a tablet the header’s EN/NL switch is a 44 × 44 px touch target too', async ({ page }) => {
    // The header shows the switch from 768 px (Mantine's sm) up; below that it is in the menu.
    await page.setViewportSize({ width: 768, height: 1000 })
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: /Nederlands/ })).toBeVisible()
    expect(await smallTargets(page, 'header [role="group"][aria-label="Language"]')).toEqual([])
  })
})

// Issue 21: the header's links are spaced, 44 px tall and on one line, its icons aligned, from the
// width where the full menu appears (1200 px) up, in both languages (the Dutch labels are longest).
for (const [path, width] of [['/', 1200], ['/nl', 1200], ['/nl', 1440]] as const) {
  test(`the header at ${width} px on ${path}: one line, nothing overlapping, links 44 px tall`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(path)
    const boxes = await page.getByRole('banner').evaluate((header) =>
      [...header.querySelectorAll('a, button')]
        .map((element) => ({ name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .map(({ name, box }) => ({ name, left: box.left, right: box.right, top: box.top, height: box.height, centre: box.top + box.height / 2 })),
    )
    const sorted = [...boxes].sort((a, b) => a.left - b.left)
    const overlapping = sorted.slice(1).filter((box, index) => box.left < sorted[index]!.right - 0.5).map((box) => box.name)
    expect(overlapping, 'header items overlapping their left neighbour').toEqual([])
    const centres = boxes.map((box) => Math.round(box.centre))
    expect(Math.max(...centres) - Math.min(...centres), 'header items not on one line').toBeLessThanOrEqual(2)
    const short = boxes.filter((box) => box.height < 43.5 && !/^(EN|NL|Colour|Kleuren)/.test(box.name)).map((box) => `${box.name}: ${Math.round(box.height)} px`)
    expect(short, 'header links under 44 px tall').toEqual([])
  })
}
