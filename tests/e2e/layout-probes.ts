import type { Page } from '@playwright/test'

/**
 * Measurements taken inside the page for the layout checks (visitor-layout.spec.ts). Each returns
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
