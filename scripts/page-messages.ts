import { formatter } from '@lingui/format-po'

/**
 * Which messages a prerendered page embeds (src/lib/i18n/page-messages.ts): the ones its server render
 * translated, plus the interface messages its start-up code can show before the rest of the catalog
 * has arrived (an offline notice, a form error). Page text from src/content is left out unless the
 * page shows it: that text is most of the catalog, and every page's code refers to all of it through
 * the page registry and the head tags. Code fetched later waits for the whole catalog.
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

/** The ids to embed: those rendered, and the interface ids that the page's start-up files refer to. */
export function pageMessageIds(
  renderedIds: Iterable<string>,
  startupFileIds: Iterable<Set<string>>,
  interfaceIds: Set<string>,
): Set<string> {
  const ids = new Set(renderedIds)
  for (const fileIds of startupFileIds) for (const id of fileIds) if (interfaceIds.has(id)) ids.add(id)
  return ids
}
