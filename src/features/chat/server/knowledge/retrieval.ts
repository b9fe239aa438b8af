import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch'
import type { Locale } from '~/lib/i18n/locales'
import type { Passage } from './passages'
import { indexTerms, words } from './text'

export interface RetrievalHit {
  id: string
  score: number
  /**
   * Share of the question the passage covers (0 to 1): its content terms, each weighted by how
   * rare it is on the site. "How high do you jump" is not covered by a passage that only shares
   * "jump", and a word the site never uses ("sell") weighs the most.
   */
  coverage: number
  /** The passage holds the question's most specific word that the site uses at all. */
  hasKeyTerm: boolean
}

export interface Retriever {
  search(question: string, limit?: number): RetrievalHit[]
}

/** A language's index as stored at build time: MiniSearch's own serialised form. */
export type SerializedIndex = AsPlainObject

function indexOptions(locale: Locale): Options<Passage> {
  return { fields: ['heading', 'text', 'title'], storeFields: [], tokenize: words, processTerm: (term) => indexTerms(term, locale) }
}

/** In how many passages a serialised index entry's term occurs (in any field). */
function passagesWith(fields: SerializedIndex['index'][number][1]): number {
  const ids = new Set<string>()
  for (const field of Object.values(fields)) for (const id of Object.keys(field)) ids.add(id)
  return ids.size
}

/**
 * The question's terms a hit matched in its heading or text. The page title helps find a passage
 * ("tandem" finds the tandem page's safety card) but does not answer the question: "how long is
 * the freefall" is not answered by a balloon passage whose page is titled "freefall from silence".
 */
function termsInBody(hit: SearchResult, documentFrequency: ReadonlyMap<string, number>): Set<string> {
  const bodyTerms = Object.keys(hit.match).filter((term) => hit.match[term]!.some((field) => field !== 'title'))
  const matched = new Set<string>()
  for (const queryTerm of hit.queryTerms) {
    // A term the site never uses was matched with a typo forgiven: it counts if its match is in the body.
    const fuzzy = !documentFrequency.has(queryTerm)
    if (bodyTerms.some((term) => term === queryTerm || term.startsWith(queryTerm) || fuzzy)) matched.add(queryTerm)
  }
  return matched
}

/** Builds the index of one language's passages (at build time, and in the unit tests). */
export function buildIndex(passages: readonly Passage[], locale: Locale): SerializedIndex {
  const index = new MiniSearch<Passage>(indexOptions(locale))
  index.addAll(passages)
  // A plain copy, as it will be read back from the JSON file.
  return JSON.parse(JSON.stringify(index)) as SerializedIndex
}

/**
 * BM25 retrieval over one language's passages (MiniSearch): stop words left out, words stemmed
 * (Snowball, per language), compounds also indexed as their parts, and a longer word the site
 * never uses (probably misspelt) matched with one edit. Headings (the FAQ question, the card title) weigh more
 * than the text. The index is built at build time: building it in the hooks' JS engine takes about
 * a second, loading it a tenth of that (docs/decisions/026-chat-answer-engine.md).
 */
export function createRetriever(serialized: SerializedIndex, locale: Locale): Retriever {
  const index = MiniSearch.loadJS<Passage>(serialized, indexOptions(locale))
  const documentFrequency = new Map(serialized.index.map(([term, fields]) => [term, passagesWith(fields)]))
  const documents = serialized.documentCount
  const weight = (term: string) => Math.log(1 + documents / Math.max(1, documentFrequency.get(term) ?? 0))
  // Visitors mix the languages ("repacks van reserves"): a word this language's stemmer leaves
  // unknown is tried with the other's.
  const otherLocale: Locale = locale === 'en' ? 'nl' : 'en'
  const queryTermsOf = (word: string): string[] => {
    const own = indexTerms(word, locale) ?? []
    if (own.every((term) => documentFrequency.has(term))) return own
    const other = (indexTerms(word, otherLocale) ?? []).filter((term) => documentFrequency.has(term))
    return other.length > 0 ? other : own
  }
  const fuzzy = (term: string): number | false => (term.length >= 6 && !documentFrequency.has(term) ? 1 : false)

  return {
    search(question, limit = 5) {
      const queryTerms = new Set<string>()
      for (const word of words(question)) for (const term of queryTermsOf(word)) queryTerms.add(term)
      if (queryTerms.size === 0) return []
      const hits = index.search(Array.from(queryTerms).join(' '), {
        boost: { heading: 2, text: 1, title: 0.5 },
        prefix: (term) => term.length >= 5,
        fuzzy,
        // The query terms are already processed: they go to the index as they are.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
      })
      let total = 0
      let keyTerm = ''
      for (const term of queryTerms) {
        total += weight(term)
        if (documentFrequency.has(term) && (keyTerm === '' || weight(term) > weight(keyTerm))) keyTerm = term
      }
      return hits.slice(0, limit).map((hit) => {
        const matched = termsInBody(hit, documentFrequency)
        let covered = 0
        for (const term of matched) covered += weight(term)
        return { id: String(hit.id), score: hit.score, coverage: covered / total, hasKeyTerm: keyTerm === '' || matched.has(keyTerm) }
      })
    },
  }
}
