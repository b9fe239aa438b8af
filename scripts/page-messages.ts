import { formatter } from '@lingui/format-po'

/**
 * Which messages a prerendered page embeds (src/lib/i18n/page-messages.ts): those its start-up code
 * refers to and either shows in the server render or may show later without any text from
 * src/content (an offline notice, a form error). That leaves out most of the catalog: the text of
 * other pages, which every page's code refers to through the page registry and the head tags, and
 * the text of sections whose code is fetched later, which waits for the whole catalog.
 */

/** Ids of the messages some code outside src/content uses, from the source catalog's origins. */
export async function interfaceMessageIds(sourceCatalog: string): Promise<Set<string>> {
  const catalog = await formatter({ lineNumbers: false }).parse(sourceCatalog, {
    locale: 'en',
    sourceLocale: 'en',
    filename: 'messages.po',
  })
  const ids = new Set<string>()
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (entry.origin?.some(([file]) => !file.startsWith('src/content/'))) ids.add(id)
  }
  return ids
}

/** The message ids a built file refers to: Lingui's ids are six base64url characters in quotes. */
export function quotedIdsIn(code: string): Set<string> {
  return new Set([...code.matchAll(/[`"']([\w-]{6})[`"']/g)].map((match) => match[1]!))
}

/** The ids to embed: those the page's start-up files refer to that were rendered or are interface text. */
export function pageMessageIds(
  renderedIds: Iterable<string>,
  startupFileIds: Iterable<Set<string>>,
  interfaceIds: Set<string>,
): Set<string> {
  const rendered = new Set(renderedIds)
  const ids = new Set<string>()
  for (const fileIds of startupFileIds) {
    for (const id of fileIds) if (rendered.has(id) || interfaceIds.has(id)) ids.add(id)
  }
  return ids
}
