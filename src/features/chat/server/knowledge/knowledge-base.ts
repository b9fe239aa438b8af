import { findCity } from '~/content/cities'
import { cityPagePath, cityPageText, cityTextValues } from '~/content/city-page-text'
import { findPage } from '~/content/pages'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { buildPassages, type Passage } from './passages'
import { buildIndex, createRetriever, type Retriever, type SerializedIndex } from './retrieval'

export interface Source {
  title: string
  url: string
}

/** One language's knowledge as written at build time (pb_hooks/lib/generated/chat-knowledge-<locale>.json). */
export interface KnowledgeData {
  passages: Passage[]
  index: SerializedIndex
}

export interface LocaleKnowledge {
  byId: ReadonlyMap<string, Passage>
  retriever: Retriever
}

/** Builds one language's passages and index from the content modules. */
export function buildKnowledgeData(locale: Locale): KnowledgeData {
  const { passages } = buildPassages(locale)
  return { passages, index: buildIndex(passages, locale) }
}

type KnowledgeLoader = (locale: Locale) => KnowledgeData

let loader: KnowledgeLoader = buildKnowledgeData
const loaded: Partial<Record<Locale, LocaleKnowledge>> = {}

/**
 * Where the knowledge comes from: the hooks read the files written at build time; everything else
 * (unit tests, the evaluation) builds it from the content modules.
 */
export function useKnowledgeLoader(load: KnowledgeLoader): void {
  loader = load
  delete loaded.en
  delete loaded.nl
}

/** One language's passages and index, loaded on first use and kept for the life of the JS engine. */
export function knowledgeOf(locale: Locale): LocaleKnowledge {
  let knowledge = loaded[locale]
  if (!knowledge) {
    const data = loader(locale)
    knowledge = { byId: new Map(data.passages.map((passage) => [passage.id, passage])), retriever: createRetriever(data.index, locale) }
    loaded[locale] = knowledge
  }
  return knowledge
}

/** A page's title and URL in one language, from the page registry; "city:<slug>" for a city page. */
export function sourceOf(pageKey: string, locale: Locale): Source | undefined {
  if (pageKey.startsWith('city:')) {
    const city = findCity(pageKey.slice('city:'.length))
    if (!city) return undefined
    return { title: translate(cityPageText.title, locale, cityTextValues(city, locale)), url: cityPagePath(city, locale) }
  }
  const page = findPage(pageKey)
  const url = page?.paths[locale]
  return page && url ? { title: translate(page.title, locale), url } : undefined
}
