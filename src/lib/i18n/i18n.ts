import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './locales'

type CatalogModule = { messages: Messages }

const catalogLoaders: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import('../../locales/en/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
}

/** Locales whose whole catalog is loaded, as opposed to a page's own messages only. */
const complete = new Set<Locale>()

/** Loads (once) and activates the whole catalog of a locale on the shared i18n instance. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!complete.has(locale)) {
    const { messages } = await catalogLoaders[locale]()
    i18n.load(locale, messages)
    complete.add(locale)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

let catalogArrived: Promise<void> = Promise.resolve()

/**
 * A code loader that also waits for the whole catalog. Code fetched after start-up (an idle extra, a
 * menu, a section near the viewport) may show messages that the page did not embed.
 */
export function afterCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), catalogArrived]).then(([loaded]) => loaded)
}

/** Resolves once the whole catalog is there (at once before any page has started). */
export const whenCatalogArrived = (): Promise<void> => catalogArrived

/**
 * Activates a locale with only the messages one page needs to start (see page-messages.ts), and
 * returns a function that adds the rest of the catalog. The rest is added without a change event,
 * which would render the whole page again, unless a message was asked for that was not there yet.
 */
export function activatePageMessages(locale: Locale, pageMessages: Messages): () => Promise<void> {
  i18n.load(locale, pageMessages)
  i18n.activate(locale)
  const missed = new Set<string>()
  const stopListening = i18n.on('missing', ({ id }) => missed.add(id))
  let arrived = () => {}
  catalogArrived = new Promise((resolve) => (arrived = resolve))
  // Code waiting for the catalog goes ahead even when it failed to load: an id shown beats a page stuck.
  return () => addCatalog(locale, missed).finally(() => {
    stopListening()
    arrived()
  })
}

async function addCatalog(locale: Locale, missed: Set<string>): Promise<void> {
  const { messages } = await catalogLoaders[locale]()
  if (complete.has(locale)) return
  complete.add(locale)
  // i18n.messages is the active locale's own table, so adding to it needs no event.
  if (missed.size === 0 && i18n.locale === locale) return void Object.assign(i18n.messages, messages)
  i18n.load(locale, messages)
  // A page showed a message id until now: scripts/page-messages.ts should have embedded these.
  if (missed.size > 0) console.warn(`Messages shown before the catalog arrived: ${[...missed].join(', ')}`)
}

/** The compiled messages of a locale with the given ids, for embedding in a prerendered page. */
export async function messagesOf(locale: Locale, ids: Iterable<string>): Promise<Messages> {
  const { messages } = await catalogLoaders[locale]()
  const chosen: Messages = {}
  for (const id of ids) if (Object.hasOwn(messages, id)) chosen[id] = messages[id]!
  return chosen
}

export { i18n }
