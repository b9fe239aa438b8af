import type { Page } from '@playwright/test'

/**
 * Measurements taken inside the page for the layout checks (visitor-layout.spec.ts, booking-widget.spec.ts). Each returns
 * a list of findings, empty when the page is right, so a failing test names the culprits.
 */

/** The smallest touch target on a phone (product §9.5: 44 px on screens up to 768 px). */
export const minimumTarget = 44

/**
 * Every interactive element in `scope` (a CSS selector) the visitor can tap that is smaller than 44 × 44 px. A link inside a
 * sentence is exempt (its height is the line's, WCAG 2.5.8 "inline"), and so is what is not shown.
 * A check box or switch counts with its label, which takes the tap too.
 */
export function smallTargets(page: Page, scope = 'body', minimum = minimumTarget): Promise<string[]> {
  return page.evaluate(([selector, size]) => {
    const interactive = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=link], [tabindex]:not([tabindex="-1"])'
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') return false
      const box = element.getBoundingClientRect()
      // Visually hidden (a 1 px clip) or off-screen until focused (the skip link).
      return box.width > 2 && box.height > 2 && box.right > 0 && box.left < document.documentElement.clientWidth && box.bottom + window.scrollY > 0
    }
    const inSentence = (element: Element) => {
      const parent = element.parentElement
      if (!parent || getComputedStyle(element).display !== 'inline') return false
      return [...parent.childNodes].some((node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
    }
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? ''
      return `<${element.tagName.toLowerCase()}> "${name}"`
    }
    const found: string[] = []
    for (const element of [...document.querySelectorAll(selector)].flatMap((root) => [...root.querySelectorAll(interactive)])) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue
      const input = element as HTMLInputElement
      const target = (input.type === 'checkbox' || input.type === 'radio') && input.labels?.[0] ? input.labels[0] : element
      if (!shown(target) || inSentence(target)) continue
      const box = target.getBoundingClientRect()
      // Rounding of fractional layouts: 43.99 px is 44 px on the screen.
      if (box.width < size - 0.5 || box.height < size - 0.5) found.push(`${describe(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`)
    }
    return found
  }, [scope, minimum] as const)
}

/**
 * Text in `scope` (a CSS selector) that does not fit its box: cut off by a box that clips it (a button's label), or running
 * past the edge of its own block into its neighbour (labels in a row). Text wholly outside a
 * clipping box (a carousel's other slides) is hidden on purpose and does not count.
 */
export function textOutOfItsBox(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = []
    const clipper = (element: Element | null) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return at
      }
      return null
    }
    const root = document.querySelector(selector)
    if (!root) return [`nothing matches ${selector}`]
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"]')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const textBox = range.getBoundingClientRect()
      if (textBox.width === 0) continue
      const label = `"${text.slice(0, 40)}"`
      const clip = clipper(parent)
      if (clip) {
        const box = clip.getBoundingClientRect()
        // Visually hidden text sits in a 1 px box on purpose.
        if (box.width <= 2 || box.height <= 2) continue
        const outside = textBox.right <= box.left || textBox.left >= box.right
        if (!outside && (textBox.right > box.right + 1 || textBox.left < box.left - 1)) {
          found.push(`${label} is cut off (${Math.round(textBox.right - box.right)} px)`)
          continue
        }
      }
      // The block the text belongs to: its nearest ancestor that is not inline.
      let block: Element = parent
      while (block.parentElement && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = block.getBoundingClientRect()
      if (own.width > 2 && textBox.right > own.right + 1) found.push(`${label} runs ${Math.round(textBox.right - own.right)} px past its box`)
    }
    return found
  }, scope)
}

/**
 * Whether the element (`focused`, or a CSS selector) is hidden from the visitor: none of five points
 * of its visible part is the topmost element there (WCAG 2.4.11). Empty when it can be seen or is
 * not on the screen at all; otherwise what it is and what covers it.
 */
export function obscured(page: Page, target: 'focused' | string, exempt = ''): Promise<string> {
  return page.evaluate(
    ([selector, exemptSelector]) => {
      const element = selector === 'focused' ? document.activeElement : document.querySelector(selector)
      if (!(element instanceof HTMLElement) || (exemptSelector && element.closest(exemptSelector))) return ''
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= innerHeight) return ''
      const top = Math.max(rect.top, 0)
      const bottom = Math.min(rect.bottom, innerHeight)
      const points = [
        [rect.left + rect.width / 2, (top + bottom) / 2],
        [rect.left + 2, top + 2],
        [rect.right - 2, top + 2],
        [rect.left + 2, bottom - 2],
        [rect.right - 2, bottom - 2],
      ] as const
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y))
      if (hits.some((hit) => hit !== null && (hit === element || element.contains(hit) || hit.contains(element)))) return ''
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
      const cover = hits[0]?.closest('[aria-label], header, footer, section')
      return `${element.tagName.toLowerCase()} "${name}" at ${Math.round(rect.top)}-${Math.round(rect.bottom)} of ${innerHeight}, under ${cover?.tagName.toLowerCase()} ${cover?.getAttribute('aria-label') ?? ''}`
    },
    [target, exempt] as const,
  )
}

/**
 * Presses Tab `stops` times from the top of the page and returns every focused element that was
 * hidden when it had focus (see `obscured`), numbered by its tab stop. Elements inside `exempt` (the
 * floating controls themselves) are not judged. One page call per stop.
 */
export async function hiddenTabStops(page: Page, stops: number, exempt = ''): Promise<string[]> {
  const hidden: string[] = []
  await page.locator('body').press('Tab')
  for (let stop = 1; stop <= stops; stop++) {
    const finding = await obscured(page, 'focused', exempt)
    if (finding) hidden.push(`Tab ${stop}: ${finding}`)
    await page.keyboard.press('Tab')
  }
  return hidden
}

/** WCAG 1.4.10 (reflow): at 320 CSS px nothing may make the page scroll sideways. */
/** What sticks out past the right edge of the screen, unless a box that clips or a fixed layer holds it. */
export function sticksOut(page: Page): Promise<string[]> {
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
