import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activatePageMessages, afterCatalog, i18n, messagesOf } from './i18n'
import { embeddedPageMessages, pageMessagesElement } from './page-messages'
import { recordMessageIds } from './record-message-ids'

const contactUs = generateMessageId('Contact us')
const home = generateMessageId('Home')

/** A document with at most one element, found by its id. */
function pageWith(id: string | undefined, textContent: string | undefined): Document {
  return { getElementById: (wanted: string) => (wanted === id ? { textContent } : null) } as unknown as Document
}

function changesDuring(run: () => Promise<void>): Promise<number> {
  let changes = 0
  const stop = i18n.on('change', () => changes++)
  return run().then(() => {
    stop()
    return changes
  })
}

afterEach(() => vi.restoreAllMocks())

describe('code fetched after start-up', () => {
  it('runs at once where the whole catalog came first (development, the server, stories)', async () => {
    // First in the file: later tests start pages on their own messages.
    await expect(afterCatalog(async () => 'code')()).resolves.toBe('code')
  })
})

describe('a page’s own messages', () => {
  it('round-trip through the page, with no way to end the script element early', () => {
    const element = pageMessagesElement({ [contactUs]: 'Contact </script> us' })
    const [, id, text] = /^<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(element) ?? []
    expect(text).not.toContain('</script>')
    expect(embeddedPageMessages(pageWith(id, text))).toEqual({ [contactUs]: 'Contact </script> us' })
  })

  it('are missing in development, where the page is not prerendered', () => {
    expect(embeddedPageMessages(pageWith(undefined, undefined))).toBeUndefined()
  })

  it('start the page, and the rest of the catalog joins them without rendering it again', async () => {
    const complete = activatePageMessages('en', await messagesOf('en', [contactUs]))
    expect(i18n._(contactUs)).toBe('Contact us')
    expect(await changesDuring(complete)).toBe(0)
    expect(i18n._(home)).toBe('Home')
  })

  it('render the page again, with a warning, when it showed a message that was not among them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const complete = activatePageMessages('nl', await messagesOf('nl', [contactUs]))
    expect(i18n._(home)).toBe(home)
    expect(await changesDuring(complete)).toBe(1)
    expect(i18n._(home)).toBe('Home')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(home))
  })
})

describe('code fetched after start-up, on a page started on its own messages', () => {
  it('waits for the whole catalog', async () => {
    const complete = activatePageMessages('en', {})
    let loaded = false
    const load = afterCatalog(async () => 'code')().then((code) => (loaded = code === 'code'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loaded).toBe(false)
    await complete()
    await load
    expect(loaded).toBe(true)
  })
})

describe('recording a render’s messages', () => {
  it('collects the ids translated through _ and t, and then stops', async () => {
    const { result, ids } = await recordMessageIds(async () => {
      i18n._(contactUs)
      return i18n.t({ id: home })
    })
    expect(result).toBe('Home')
    expect(ids).toEqual(new Set([contactUs, home]))
    const after = await recordMessageIds(async () => undefined)
    i18n._(contactUs)
    expect(after.ids.size).toBe(0)
  })
})
