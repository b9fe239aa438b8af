import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch'
import type { SearchDocument, SearchKind } from './search-documents'

/** Lower case without diacritics, so "Zoë" finds "zoe" and "überraschung" finds "uberraschung". */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Service pages answer most queries best; legal pages only when nothing else fits. */
const kindBoost: Record<SearchKind, number> = {
  service: 1.6,
  landing: 1.3,
  main: 1.1,
  /** The home page touches every subject; the page about it should come first. */
  home: 0.8,
  faq: 1,
  city: 0.9,
  tool: 0.9,
  legal: 0.6,
}

export interface SiteSearchResult {
  id: string
  kind: SearchKind
  path: string
  title: string
  snippet: string
}

export interface SiteSearch {
  search(query: string, limit?: number): SiteSearchResult[]
}

const snippetLength = 180

/**
 * A short passage of the document around the first word that matched the
 * query, cut at word boundaries; the description when nothing matched there.
 */
export function snippetFor(document: Pick<SearchDocument, 'description' | 'body'>, matchedTerms: readonly string[]): string {
  const terms = matchedTerms.map(normalizeTerm)
  for (const text of [document.description, document.body]) {
    for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const normalized = normalizeTerm(word[0])
      if (!terms.some((term) => normalized.startsWith(term))) continue
      return excerpt(text, word.index)
    }
  }
  return excerpt(document.description || document.body, 0)
}

function excerpt(text: string, at: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= snippetLength) return flat
  const offset = text.slice(0, at).replace(/\s+/g, ' ').length
  let start = Math.max(0, offset - 50)
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start
  let end = Math.min(flat.length, start + snippetLength)
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`
}

/**
 * A full-text index over the documents of one language (MiniSearch): prefix
 * matching, light fuzzy matching on longer words, case and diacritics ignored,
 * titles and headings weighted above the body. All words must match; when
 * that finds nothing, any word may.
 */
export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const byId = new Map(documents.map((document) => [document.id, document]))
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'headings', 'description', 'body'],
    storeFields: [],
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      boost: { title: 4, headings: 2, description: 1.5, body: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boostDocument: (id) => kindBoost[byId.get(String(id))?.kind ?? 'main'],
    },
  })
  index.addAll(documents)

  function toResult(hit: MiniSearchResult): SiteSearchResult | undefined {
    const document = byId.get(String(hit.id))
    if (!document) return undefined
    return { id: document.id, kind: document.kind, path: document.path, title: document.title, snippet: snippetFor(document, hit.terms) }
  }

  return {
    search(query, limit = 20) {
      const trimmed = query.trim()
      if (!trimmed) return []
      let hits = index.search(trimmed, { combineWith: 'AND' })
      if (hits.length === 0) hits = index.search(trimmed, { combineWith: 'OR' })
      return hits
        .slice(0, limit)
        .map(toResult)
        .filter((result) => result !== undefined)
    },
  }
}
