import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The look of six page types, compared with reviewed screenshots: a change of look is a change of
 * these images, reviewed like code (issue 21, part 6). The first screen of each page at three
 * widths, in both languages and both colour schemes. Renew them after a deliberate change with
 *   npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots
 * and look at every changed image before committing it.
 */
const pages = [
  { name: 'home', en: '/', nl: '/nl' },
  { name: 'service', en: '/services/tandem-jumps', nl: '/nl/services/tandem-jumps' },
  { name: 'city', en: '/parachutespringen-amsterdam', nl: '/nl/parachutespringen-amsterdam' },
  { name: 'contact', en: '/contact', nl: '/nl/contact' },
  { name: 'faq', en: '/faq', nl: '/nl/veelgestelde-vragen' },
  { name: 'not-found', en: '/no-such-page', nl: '/nl/bestaat-niet' },
] as const
const widths = [360, 768, 1280] as const
const schemes = ['light', 'dark'] as const

/** Opens a page and waits until it has settled: hydrated, its data and deferred parts loaded. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

test.describe('the look of each page type', () => {
  for (const { name, en, nl } of pages) {
    for (const [language, path] of [['en', en], ['nl', nl]] as const) {
      for (const colorScheme of schemes) {
        test(`${name} (${language}, ${colorScheme}) at ${widths.join(', ')} px`, async ({ page }) => {
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
          // The heading face is "optional": a first load that misses its short window keeps the
          // fallback. Loaded once, it is in the cache and always used, as for a returning visitor.
          await openSettled(page, path)
          for (const width of widths) {
            await page.setViewportSize({ width, height: width < 768 ? 780 : 900 })
            await openSettled(page, path)
            await expect(page).toHaveScreenshot(`${name}-${language}-${colorScheme}-${width}.png`, {
              animations: 'disabled',
              caret: 'hide',
              maxDiffPixelRatio: 0.01,
            })
          }
        })
      }
    }
  }
})
