import { expect, test, type Page } from '@playwright/test'
import { builtSitemapPaths } from '../support/sitemap'
import { smallTargets } from './layout-probes'

/**
 * WCAG 1.4.10 (reflow): on a screen 320 CSS px wide no page scrolls sideways. Dutch compounds in
 * headings and long button labels used to (23 Dutch pages at 360 px). Every sitemap URL is checked
 * as prerendered, with JavaScript off: that is what a phone shows first, and the markup React
 * hydrates. On the same screen every control outside a sentence is at least 44 × 44 px (product §9.5,
 * issue 21; the probe's own failing case is in visitor-layout.spec.ts).
 */

test.use({
  serviceWorkers: 'block',
  baseURL: process.env.BASE_URL,
  viewport: { width: 320, height: 640 },
  isMobile: true,
  hasTouch: true,
  javaScriptEnabled: false,
})

/** What sticks out past the right edge of the screen, unless a box that clips or a fixed layer holds it. */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const held = (element: Element | null) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    const found: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const right = range.getBoundingClientRect().right
      if (right > width + 1 && !held(node.parentElement)) found.push(`"${node.textContent.trim().slice(0, 60)}" ends at ${Math.round(right)} px`)
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > width + 1 && element.children.length === 0 && !element.textContent?.trim() && !held(element)) {
        found.push(`<${element.tagName.toLowerCase()}> ends at ${Math.round(box.right)} px`)
      }
    }
    return found.length ? found : [`the page is ${document.documentElement.scrollWidth} px wide`]
  })
}

const paths = builtSitemapPaths()

test.describe('reflow at 320 px on every public page', { tag: '@site-gate' }, () => {
  test('the built sitemap lists pages to check', () => {
    expect(paths.length, 'run the build first: dist/sitemap.xml').toBeGreaterThan(0)
  })

  test('the check reports something put past the edge (it can fail)', async ({ page }) => {
    await page.goto('/nl')
    await page.evaluate(() => {
      const wide = Object.assign(document.createElement('p'), { textContent: 'Parachutedemonstratiesprogramma' })
      wide.style.whiteSpace = 'nowrap'
      wide.style.fontSize = '3rem'
      document.querySelector('main')?.prepend(wide)
    })
    expect(await sticksOut(page)).toEqual([expect.stringContaining('"Parachutedemonstratiesprogramma" ends at')])
  })

  for (const path of paths) {
    test(`nothing runs off a 320 px screen, and every control is a 44 px target: ${path}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status(), `${path} status`).toBe(200)
      expect(await sticksOut(page)).toEqual([])
      expect(await smallTargets(page), 'controls smaller than 44 × 44 px').toEqual([])
    })
  }
})
