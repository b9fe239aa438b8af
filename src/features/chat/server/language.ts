import { stopwords as dutchStopwords } from '@orama/stopwords/dutch'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import type { Locale } from '~/lib/i18n/locales'
import { words } from './knowledge/text'

/*
 * Which language a message is in, told apart by the little words only one of the two languages
 * has ("the", "how", "my" against "de", "hoe", "mijn") and the words visitors use most for the
 * subject ("jump" against "sprong").
 */
const englishSubject = ['jump', 'jumps', 'jumping', 'weigh', 'weight', 'price', 'prices', 'cost', 'costs', 'book', 'booking', 'weather', 'old', 'much', 'many', 'gift', 'voucher', 'please', 'thanks', 'hello', 'hi', 'yes', 'no', 'tomorrow', 'today', 'people', 'wear', 'photos', 'video', 'long', 'far', 'ahead', 'get', 'there', 'where', 'can', 'does', 'do']
const dutchSubject = ['sprong', 'sprongen', 'springen', 'spring', 'gewicht', 'wegen', 'weeg', 'prijs', 'prijzen', 'kost', 'kosten', 'boeken', 'weer', 'oud', 'hoeveel', 'cadeau', 'cadeaubon', 'graag', 'bedankt', 'hallo', 'hoi', 'ja', 'nee', 'morgen', 'vandaag', 'mensen', 'aantrekken', 'fotos', 'lang', 'ver', 'vooraf', 'tevoren', 'waar', 'kunnen', 'kun', 'mag', 'moet', 'jullie', 'wij', 'welke', 'wanneer', 'hoe', 'wat', 'is', 'een', 'ik']

function exclusive(own: readonly string[], other: readonly string[]): Set<string> {
  const otherSet = new Set(other)
  return new Set(own.filter((word) => !otherSet.has(word)))
}

const markers: Record<Locale, Set<string>> = {
  en: exclusive([...englishStopwords, ...englishSubject], [...dutchStopwords, ...dutchSubject]),
  nl: exclusive([...dutchStopwords, ...dutchSubject], [...englishStopwords, ...englishSubject]),
}

function languageScores(message: string): Record<Locale, number> {
  const scores: Record<Locale, number> = { en: 0, nl: 0 }
  for (const word of words(message)) {
    if (markers.en.has(word)) scores.en++
    if (markers.nl.has(word)) scores.nl++
  }
  return scores
}

/**
 * The language to answer in: the page's, unless the message is clearly in the other one (at least
 * two of its words and more than twice as many as of the page's language).
 */
export function answerLanguage(message: string, pageLocale: Locale): Locale {
  const scores = languageScores(message)
  const other: Locale = pageLocale === 'en' ? 'nl' : 'en'
  return scores[other] >= 2 && scores[other] > 2 * scores[pageLocale] ? other : pageLocale
}
