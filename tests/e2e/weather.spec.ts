/**
 * The weather dashboard against the real PocketBase and the Open-Meteo replay server
 * (tests/support/open-meteo-replay.ts): Teuge has a good day, Texel a windy one, Hoogeveen a wet
 * one. The tests share the replay server, so they run one after another.
 */
import { replayControl } from '../support/open-meteo-replay'
import { expect, gotoHydrated, isHydrated, test } from './fixtures'
import { waitForServiceWorker } from './pwa-support'

const replayUrl = () => process.env.WEATHER_REPLAY_URL ?? ''

test.describe.configure({ mode: 'serial' })
test.afterEach(() => replayControl.reset(replayUrl()))

// First: once the map has asked the overview, every location has a forecast in the cache.
test('without the provider and without a saved forecast: "Kan weergegevens niet laden"', async ({ page }) => {
  await replayControl.mode(replayUrl(), 'down')
  await gotoHydrated(page, '/nl/weer?location=nijmegen')
  await expect(page.getByRole('alert')).toContainText('Kan weergegevens niet laden', { timeout: 20_000 })
  await replayControl.mode(replayUrl(), 'ok')
  await gotoHydrated(page, '/weather?location=eindhoven')
  await expect(page.getByRole('tabpanel').getByText(/^Forecast as of/)).toBeVisible()
})

// Mantine's own useId swapped each id for a random one after mounting, rendering the control again
// while the page hydrated; the build keeps React's id (scripts/vite-mantine-stable-id-plugin.ts).
test('the location field and the tabs keep the ids of the prerendered page once they work', async ({ page, browser }) => {
  const idsOf = async (target: typeof page) => ({
    field: await target.getByRole('combobox', { name: 'Jump location' }).getAttribute('id'),
    tab: await target.getByRole('tab', { name: 'Overview' }).getAttribute('id'),
  })
  await gotoHydrated(page, '/weather')
  await page.getByRole('combobox', { name: 'Jump location' }).click()
  await expect(page.getByRole('option', { name: 'Texel Airport' })).toBeVisible()
  const hydrated = await idsOf(page)

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const prerendered = await withoutScripts.newPage()
  await prerendered.goto(page.url())
  expect(hydrated.field).toMatch(/^mantine-/)
  expect(await idsOf(prerendered)).toEqual(hydrated)
  await withoutScripts.close()
})

test('English: the verdict first, five tabs, and a location opened from the map', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/weather')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skydiving weather')
  await expect(page.getByRole('combobox', { name: 'Jump location' })).toHaveValue('Teuge Airport (Apeldoorn)')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByText(/^Forecast as of \d+ \w+ \d{4}, \d{2}:\d{2}$/)).toBeVisible()
  await expect(panel.getByText(/^Next jumpable window: |^No jumpable window/)).toBeVisible()
  await expect(panel.getByRole('table')).toContainText('Margin')

  await page.getByRole('tab', { name: 'Detailed' }).click()
  await expect(page.getByRole('columnheader', { name: 'Wind at 4,000 m' })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('table').getByRole('row')).toHaveCount(49)

  await page.getByRole('tab', { name: 'Bulletin' }).click()
  await expect(page.getByRole('heading', { name: /^Briefing for Teuge Airport \(Apeldoorn\)/ })).toBeVisible()

  await page.getByRole('tab', { name: 'Trends' }).click()
  await expect(page.getByRole('heading', { name: 'Wind (m/s)' })).toBeVisible()

  await page.getByRole('tab', { name: 'Map' }).click()
  const map = page.getByRole('group', { name: 'Map of the jump locations' })
  // The first overview of a cache window asks the provider for all fifteen places: seconds, once.
  await expect(map.getByRole('button')).toHaveCount(15, { timeout: 30_000 })
  await map.getByRole('button', { name: /^Texel Airport: No-go/ }).click()
  await expect(page).toHaveURL(/\/weather\?location=texel$/)
  await expect(page.getByRole('combobox', { name: 'Jump location' })).toHaveValue('Texel Airport')
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Reasons' })).toContainText(/wind \d+(\.\d)? m\/s, limit 7 m\/s/)
  await expect(page.getByRole('img', { name: /^Exit point about [\d.]+ km \S+ of the landing area$/ })).toBeVisible()

  await expect(page.getByRole('link', { name: 'Weather data by Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/')
  expect(consoleProblems).toEqual([])
})

test('Dutch: a shared link, the selector by keyboard, remembered, and back to the website', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/nl/weer?location=texel')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Springweer')
  const reasons = page.getByRole('tabpanel').getByRole('list', { name: 'Redenen' })
  await expect(reasons).toContainText(/wind \d+(,\d)? m\/s, grens 7 m\/s/)

  const select = page.getByRole('combobox', { name: 'Springlocatie' })
  await expect(select).toHaveValue('Vliegveld Texel')
  await select.click()
  await select.fill('Hoog')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/nl\/weer\?location=hoogeveen$/)
  await expect(page.getByRole('tabpanel').getByRole('list', { name: 'Redenen' })).toContainText(/neerslag \d+(,\d)? mm, grens 0 mm/)

  await page.getByRole('tab', { name: 'Briefing' }).click()
  await expect(page.getByRole('heading', { name: /^Briefing voor Vliegveld Hoogeveen/ })).toBeVisible()
  await expect(page.getByText(/^Op dit moment geen tandemsprongen: /)).toBeVisible()

  await gotoHydrated(page, '/nl/weer')
  await expect(page).toHaveURL(/\/nl\/weer\?location=hoogeveen$/)
  await expect(page.getByRole('combobox', { name: 'Springlocatie' })).toHaveValue('Vliegveld Hoogeveen')

  await page.getByRole('link', { name: 'Terug naar de website' }).click()
  await expect(page).toHaveURL(/\/nl$/)
  expect(consoleProblems).toEqual([])
})

// The field stays as prerendered until it is used (decision 028): a change elsewhere on the page must
// not blank it, and the first focus must reach the working field.
test('the location field works from the keyboard after the jump type has changed', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/weather')
  // The dashboard hydrates after the page's shell; this test is about the field, not that moment.
  const student = page.getByRole('radio', { name: 'Student' })
  await expect.poll(() => student.evaluate((radio) => Object.keys(radio).some((key) => key.startsWith('__reactFiber')))).toBe(true)
  await page.getByText('Student', { exact: true }).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toContainText('for student jumps')
  const field = page.getByRole('combobox', { name: 'Jump location' })
  await expect(field).toHaveValue('Teuge Airport (Apeldoorn)')
  expect(await isHydrated(page, '#jump-location input')).toBe(false)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Texel')
  // As a visitor does: the key that picks an option comes once the list shows it.
  await expect(page.getByRole('option', { name: 'Texel Airport' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/weather\?location=texel$/)
  await expect(field).toHaveValue('Texel Airport')
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toContainText('Texel Airport')
  expect(consoleProblems).toEqual([])
})

test('the jump type changes the limits: students are judged more strictly than tandems', async ({ page }) => {
  await gotoHydrated(page, '/weather?location=teuge')
  const panel = page.getByRole('tabpanel')
  const windLimit = panel.getByRole('row', { name: /^Wind \d/ }).getByRole('cell').nth(1)
  await expect(windLimit).toHaveText('7 m/s')
  await page.getByText('Student', { exact: true }).click()
  await expect(panel.getByRole('heading', { level: 2 })).toContainText('for student jumps')
  await expect(windLimit).toHaveText('6 m/s')
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('offline: the last forecast of a location opened before, with its "as of" time', async ({ page, context }) => {
    await gotoHydrated(page, '/weather?location=utrecht')
    await expect(page.getByRole('tabpanel').getByText(/^Forecast as of/)).toBeVisible()
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skydiving weather')
    await expect(page.getByText(/^You are offline\. This is the forecast saved on this device on /)).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText(/^Forecast as of/)).toBeVisible()

    // Narrowed by typing first: the whole list reaches below a 720 px window, and a click on an option
    // that the page has to scroll to could land on the forecast while the list moves with the scroll.
    // Pressed first, as a visitor does: the field hydrates after the page around it, and a press makes
    // React hydrate it at once, where text put straight into the prerendered field could be mixed
    // with the value hydration gives it.
    const field = page.getByRole('combobox', { name: 'Jump location' })
    await field.click()
    await field.fill('Tilb')
    await page.getByRole('option', { name: 'Tilburg' }).click()
    await expect(page.getByRole('alert')).toContainText('Could not load weather data')
    await context.setOffline(false)
  })
})
