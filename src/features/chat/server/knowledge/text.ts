import { stemmer as dutchStemmer } from '@orama/stemmers/dutch'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import type { Locale } from '~/lib/i18n/locales'

/*
 * Text handling that runs in the hooks' JS engine as well as in Node and the browser: explicit
 * character ranges instead of Unicode property escapes, which that engine does not support.
 */

/** Lower case without accents: "Zoë" -> "zoe", "één" -> "een". */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

// Latin letters (after folding), digits and the euro sign, which a price question may carry.
const notWordCharacter = /[^a-z0-9\u00df-\u00ff\u0100-\u024f\u20ac]+/

/** The words of a text, folded: "95kg" splits into "95" and "kg", "€250" into "€" and "250". */
export function words(text: string): string[] {
  return foldText(text)
    .replace(/(\d)([a-z\u20ac])/g, '$1 $2')
    .replace(/([a-z\u20ac])(\d)/g, '$1 $2')
    .replace(/\u20ac/g, ' \u20ac ')
    .split(notWordCharacter)
    .filter((word) => word !== '')
}

/*
 * Words a question is phrased with that say nothing about its subject ("how long", "graag"): left
 * out like stop words, or "how long is the freefall" would be answered by any passage with "long".
 */
const englishQuestionWords = ['long', 'much', 'many', 'get', 'got', 'want', 'like', 'would', 'know', 'tell', 'please', 'also', 'still', 'really', 'ok', 'okay', 'hi', 'hello', 'thanks', 'possible', 'can', 'could', 'may', 'might', 'must', 'shall', 'will', 'happen', 'happens', 'anything', 'something', 'im', 'ive', 'whats', 'dont', 'doesnt']
const dutchQuestionWords = ['lang', 'hoelang', 'hoeveel', 'graag', 'wel', 'even', 'eigenlijk', 'gewoon', 'precies', 'moeten', 'kunnen', 'mogen', 'willen', 'jullie', 'onze', 'ook', 'mogelijk', 'iets', 'hoi', 'hallo', 'bedankt', 'vraag', 'vraagje', 'weten', 'gebeurt', 'gebeuren']

const stopwordSets: Record<Locale, Set<string>> = {
  en: new Set([...englishStopwords, ...englishQuestionWords]),
  nl: new Set([...dutchStopwords, ...dutchQuestionWords]),
}

function isStopword(word: string, locale: Locale): boolean {
  return stopwordSets[locale].has(word)
}

const stemmers: Record<Locale, (word: string) => string> = { en: englishStemmer, nl: dutchStemmer }
// The same words come back again and again; the stemmers are slow in the hooks' engine.
const stemCache: Record<Locale, Map<string, string>> = { en: new Map(), nl: new Map() }

function stem(word: string, locale: Locale): string {
  const cache = stemCache[locale]
  let stemmed = cache.get(word)
  if (stemmed === undefined) {
    stemmed = /^\d+$/.test(word) ? word : stemmers[locale](word)
    cache.set(word, stemmed)
  }
  return stemmed
}

/*
 * Dutch (and some English) writes compounds as one word: "tandemsprong", "cadeaubon",
 * "parachutespringen". A visitor may write them apart, so a compound is also indexed as its parts
 * when it starts or ends with one of the subject's words.
 */
const compoundParts = [
  'tandem',
  'parachute',
  'parachutes',
  'helikopter',
  'helicopter',
  'luchtballon',
  'ballon',
  'balloon',
  'stadion',
  'stadium',
  'cadeau',
  'kado',
  'sprong',
  'springen',
  'spring',
  'weer',
  'foto',
  'video',
  'demo',
  'show',
  'bon',
  'jump',
  'sky',
  'dive',
  'diving',
  'bedrijf',
  'bedrijfs',
  'team',
]

// Longest first: "bedrijfsdag" is "bedrijfs" + "dag", not "bedrijf" + "sdag".
const partsLongestFirst = [...compoundParts].sort((a, b) => b.length - a.length)

export function compoundSplit(word: string): string[] {
  if (word.length < 7) return [word]
  for (const part of partsLongestFirst) {
    const rest = word.length - part.length
    if (rest < 3) continue
    if (word.startsWith(part)) return [word, part, word.slice(part.length)]
    if (word.endsWith(part)) return [word, word.slice(0, rest), part]
  }
  return [word]
}

/** The index terms of one word: null for a stop word, else its stem and its compound parts' stems. */
export function indexTerms(word: string, locale: Locale): string[] | null {
  if (isStopword(word, locale)) return null
  const parts = compoundSplit(word)
  const terms = parts.map((part) => stem(part, locale))
  return terms.length === 1 ? terms : Array.from(new Set(terms))
}

/** The content terms of a text: stop words left out, stemmed, compounds split. */
export function contentTerms(text: string, locale: Locale): string[] {
  const terms: string[] = []
  for (const word of words(text)) {
    const indexed = indexTerms(word, locale)
    if (indexed) terms.push(...indexed)
  }
  return terms
}

/**
 * Whether two words are at most `max` edits apart, a swap of two neighbouring letters counting as
 * one edit (optimal string alignment): "weigth" is one edit from "weight", "prijs" from "prys".
 */
export function editDistanceWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1)
      current.push(value)
      if (value < rowMinimum) rowMinimum = value
    }
    if (rowMinimum > max) return false
    beforePrevious = previous
    previous = current
  }
  return previous[b.length]! <= max
}
