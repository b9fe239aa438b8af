import type { Messages } from '@lingui/core'

/**
 * A prerendered page carries the messages its start-up code and its own text need, so the browser
 * does not download the whole catalog (mostly the text of other pages) before the page responds.
 * The rest of the catalog follows once the page has started (activatePageMessages in i18n.ts).
 */
const elementId = 'page-messages'

/** The page's messages as the prerender embedded them; undefined where it did not (development). */
export function embeddedPageMessages(doc: Document): Messages | undefined {
  const text = doc.getElementById(elementId)?.textContent
  return text ? (JSON.parse(text) as Messages) : undefined
}

/** The element that embeds the messages in a page; "<" is escaped so no message can end the script. */
export function pageMessagesElement(messages: Messages): string {
  const json = JSON.stringify(messages).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${elementId}">${json}</script>`
}
