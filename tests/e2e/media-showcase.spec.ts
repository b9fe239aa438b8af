import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import PocketBase from 'pocketbase'
import { business } from '../../src/content/facts'
import { repoRoot } from '../support/stack'
import { expect, test } from './fixtures'
import { superuserToken } from './pocketbase-admin'

const videoList = /\/api\/collections\/videos\/records(\?|$)/
const uploadedName = 'E2E helicopter sample'
/** Hydrating the section, loading its code and the list can take a while on a busy test machine. */
const listTimeout = { timeout: 15_000 }

const languages = [
  {
    path: '/',
    play: 'Play video: Helicopter jump',
    title: 'Helicopter jump',
    duration: 'Duration',
    close: 'Close video',
    social: 'Watch on Instagram: Hot air balloon jump',
  },
  {
    path: '/nl',
    play: 'Video afspelen: Helikoptersprong',
    title: 'Helikoptersprong',
    duration: 'Duur',
    close: 'Video sluiten',
    social: 'Bekijk op Instagram: Luchtballonsprong',
  },
]

/** The tiny committed clip as the helicopter sample, once per run (workers may race: a second copy is harmless). */
async function ensureUploadedClip() {
  const pb = new PocketBase(process.env.BASE_URL)
  pb.autoCancellation(false)
  // The list is public: only sign in when the clip is not there yet.
  const existing = await pb.collection('videos').getList(1, 1, { filter: pb.filter('name = {:n}', { n: uploadedName }) })
  if (existing.totalItems > 0) return
  pb.authStore.save(await superuserToken(), null)
  const form = new FormData()
  form.append('name', uploadedName)
  form.append('duration_seconds', '4')
  const fixture = (name: string) => readFile(path.join(repoRoot, 'tests/fixtures', name))
  form.append('video', new File([await fixture('sample.webm')], 'helicopter.webm', { type: 'video/webm' }))
  form.append('poster', new File([await fixture('sample-poster.jpg')], 'helicopter.jpg', { type: 'image/jpeg' }))
  await pb.collection('videos').create(form)
}

/** Page requests for the video list (a service worker's own fetch of the same request is not counted twice). */
function countListRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (videoList.test(request.url()) && request.method() === 'GET') requests.push(request)
  })
  return requests
}

// Each test hydrates the page down to the showcase and some play a clip: well over the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })
test.beforeAll(ensureUploadedClip)

for (const lang of languages) {
  test(`${lang.path}: the video list is fetched once, when the media showcase comes into view`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    const requests = countListRequests(page)
    // The section's code may be prefetched once the page is idle, never as part of loading it.
    const sectionCodeBeforeLoad: string[] = []
    let loaded = false
    page.on('load', () => (loaded = true))
    page.on('request', (request) => {
      if (!loaded && /\/assets\/MediaShowcase-[\w-]+\.js$/.test(request.url())) sectionCodeBeforeLoad.push(request.url())
    })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // The site header's own shifts are not this section's (the header is not part of this work).
          const inHeader = (entry.sources ?? []).every(
            (source) => source.node instanceof Element && source.node.closest('header') !== null,
          )
          if (!entry.hadRecentInput && !inHeader) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(lang.path)
    await expect(page.locator('#media-showcase')).toBeAttached()
    await page.waitForTimeout(1500)
    expect(requests, 'no list request while the section is far below').toHaveLength(0)
    expect(sectionCodeBeforeLoad, 'the section code is not part of the initial load').toHaveLength(0)
    expect(await (await page.request.get(lang.path)).text(), 'nor preloaded by the page').not.toContain('MediaShowcase-')

    await page.locator('#video-samples').scrollIntoViewIfNeeded()
    await expect(page.locator('#video-samples [data-tile="helicopter"]')).toHaveAttribute(
      'data-state',
      'uploaded',
      listTimeout,
    )
    expect(requests).toHaveLength(1)
    expect(sectionCodeBeforeLoad).toHaveLength(0)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(500)
    await page.locator('#video-samples').scrollIntoViewIfNeeded()
    await page.waitForTimeout(1000)
    expect(requests, 'no second request on scrolling back').toHaveLength(1)
    // Hydrating the prerendered section, loading its code and the list move nothing on the page.
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    expect(shifts).toEqual([])
  })

  test(`${lang.path}: the prerendered page holds the whole showcase, with tiles that work without script`, async ({
    request,
  }) => {
    const html = await (await request.get(lang.path)).text()
    expect(html).toMatch(/<section[^>]* id="media-showcase"/)
    expect(html).toContain('id="video-samples"')
    for (const key of ['helicopter', 'balloon', 'demo']) expect(html).toContain(`data-tile="${key}" data-state="idle"`)
    // The Instagram profile is a detail staff set: it comes with the page's details once it has started.
    expect(html).not.toContain(business.instagram.videosUrl)
  })

  test(`${lang.path}#video-samples reveals the showcase and scrolls to the tiles`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    const requests = countListRequests(page)
    await page.goto(`${lang.path}#video-samples`)
    await expect(page.locator('#video-samples')).toBeInViewport()
    await expect(page.locator('#video-samples [data-tile="helicopter"]')).toHaveAttribute(
      'data-state',
      'uploaded',
      listTimeout,
    )
    await expect(page.locator('#video-samples [data-tile="balloon"]')).toHaveAttribute('data-state', 'social')
    await expect(page.locator('#video-samples')).toBeInViewport()
    expect(requests).toHaveLength(1)
  })

  test(`${lang.path}: an uploaded clip plays in the modal player, which closes with Escape and its close button`, async ({
    page,
    consoleProblems: _consoleProblems,
  }) => {
    await page.goto(`${lang.path}#video-samples`)
    const tile = page.getByRole('button', { name: new RegExp(`^${lang.play}`) })
    await expect(tile).toBeVisible(listTimeout)
    // the duration stored with the clip, shown on the tile and named by the button
    await expect(page.locator('#video-samples [data-tile="helicopter"]')).toContainText('0:04')
    await expect(tile).toHaveAccessibleName(`${lang.play}, ${lang.duration} 0:04`)

    await tile.click()
    const dialog = page.getByRole('dialog', { name: lang.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', listTimeout)
    await expect(dialog.locator('video')).toHaveAttribute('src', /\/api\/files\/[^/]+\/[^/]+\/helicopter_\w+\.webm$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(tile).toBeFocused()

    await tile.click()
    await expect(dialog.locator('[data-player-state]')).toHaveAttribute('data-player-state', /loading|playing|ended/)
    await dialog.getByRole('button', { name: lang.close }).click()
    await expect(dialog).toBeHidden()
    await expect(tile).toBeFocused()
  })

  test(`${lang.path}: a tile without an uploaded clip opens the social video page in a new tab`, async ({
    page,
    context,
    consoleProblems: _consoleProblems,
  }) => {
    // The test machine has no internet: answer for the social site.
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Instagram</title>' }),
    )
    await page.goto(`${lang.path}#video-samples`)
    const link = page.getByRole('link', { name: new RegExp(`^${lang.social}`) })
    await expect(page.locator('#video-samples [data-tile="balloon"]')).toHaveAttribute(
      'data-state',
      'social',
      listTimeout,
    )

    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
    await expect(popup).toHaveURL(business.instagram.videosUrl)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(new RegExp(`${lang.path === '/' ? '/' : '/nl'}#video-samples$`))
  })
}
