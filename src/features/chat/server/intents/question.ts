import type { Locale } from '~/lib/i18n/locales'
import { editDistanceWithin, words } from '../knowledge/text'

/** A visitor's message, prepared once for every intent. */
export interface Question {
  text: string
  /** What each concept said of this question, so the intents that share one test it once. */
  readonly tested: Map<Concept, boolean>
  /** Folded words ("95kg" -> "95", "kg"). */
  words: readonly string[]
  /** The words joined by single spaces with a space at both ends, for phrases: " how much ". */
  spaced: string
  /** The language the answer is given in. */
  locale: Locale
}

export function prepareQuestion(text: string, locale: Locale): Question {
  const folded = words(text)
  return { text, tested: new Map(), words: folded, spaced: ` ${folded.join(' ')} `, locale }
}

/**
 * What a visitor may write for one idea, in either language:
 * - "weight": that word, or a word one typing error away when the term has 6 letters or more;
 * - "pric*": any word starting with "pric";
 * - "how much": the words in this order.
 */
export type Term = string

/** The terms of one idea, compiled once. */
export interface Concept {
  test(question: Question): boolean
}

export function concept(...terms: Term[]): Concept {
  return compile(terms, true)
}

/**
 * Terms matched only as written: for the refusals, where forgiving a typo would refuse a real
 * question ("gewicht" is one letter from "gedicht", a poem).
 */
export function strictConcept(...terms: Term[]): Concept {
  return compile(terms, false)
}

function compile(terms: readonly Term[], forgiving: boolean): Concept {
  const phrases = terms.filter((term) => term.includes(' ')).map((phrase) => ` ${phrase} `)
  const single = terms.filter((term) => !term.includes(' '))
  const exact = new Set(single.filter((term) => !term.endsWith('*')))
  const prefixes = single.filter((term) => term.endsWith('*')).map((term) => term.slice(0, -1))
  // Typing errors rarely hit the first letter; checking it first keeps this cheap. Shorter words
  // are too close to each other ("ouder", "ouders") to forgive a typo.
  const forgivable = forgiving ? Array.from(exact).filter((term) => term.length >= 6) : []
  const matchesWord = (word: string) =>
    exact.has(word) ||
    prefixes.some((prefix) => word.startsWith(prefix)) ||
    (word.length >= 5 && forgivable.some((term) => word[0] === term[0] && editDistanceWithin(word, term, 1)))
  const concept: Concept = {
    test(question) {
      let result = question.tested.get(concept)
      if (result === undefined) {
        result = phrases.some((phrase) => question.spaced.includes(phrase)) || question.words.some(matchesWord)
        question.tested.set(concept, result)
      }
      return result
    },
  }
  return concept
}

/** The whole numbers in the message, in order ("95kg" gives 95; "1,85 m" gives 1 and 85). */
export function numbersIn(question: Question): number[] {
  return question.words.filter((word) => /^\d{1,4}$/.test(word)).map(Number)
}

/** The number right before one of the units ("105 kg", "14 jaar"), if any. */
export function numberBefore(question: Question, units: Concept): number | undefined {
  for (let index = 1; index < question.words.length; index++) {
    const previous = question.words[index - 1]!
    if (/^\d{1,3}$/.test(previous) && units.test(prepareQuestion(question.words[index]!, question.locale))) return Number(previous)
  }
  return undefined
}
