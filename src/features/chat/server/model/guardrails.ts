import { jumpRules, tandemWeightLimitKg } from '~/content/facts'
import { formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import type { FromPrices } from '~/lib/site-facts-shape'
import type { Passage } from '../knowledge/passages'
import { contentTerms } from '../knowledge/text'
import { answerLanguage } from '../language'
import { allFromPrices } from '../details/from-prices'
import { noAnswerMarker } from './model-request'

export type ModelCheck = { ok: true; text: string; cited: number[] } | { ok: false; reason: string }

/** Money in any form: "€ 250", "250 euro", "EUR 250", "250,-", "25 dollars"; the currency and the amount. */
const money = /(€|\$|£|\beur\b|\beuros?\b|\bdollars?\b|\bpounds?\b)\s*(\d[\d.,]*)|(\d[\d.,]*)\s*(€|\$|£|\beur\b|\beuros?\b|,-|\bdollars?\b|\bpounds?\b)/gi
const euro = /^(€|eur|euros?|,-)$/i

/** The ways a "from" price staff set may be written: "1250", "1,250", "1.250". */
function priceFigures(prices: FromPrices): Set<string> {
  return new Set(Object.values(prices).flatMap((amount) => (typeof amount === 'number' ? [String(amount), formatNumber(amount, 'en'), formatNumber(amount, 'nl')] : [])))
}

/** Whole euros as written: "1.250", "1,250", "275,-", "275,00" all give "1250" / "275". */
const wholeEuros = (amount: string) => amount.replace(/[.,]$/, '').replace(/[.,]00$/, '').replace(/[.,]/g, '')

/** Every amount of money in the text is in euros and one of the "from" prices staff set. */
function onlySetPrices(text: string, prices: FromPrices): boolean {
  const allowed = new Set(Object.values(prices).map((amount) => String(amount)))
  return allMatches(money, text).every((match) => {
    const currency = (match[1] ?? match[4] ?? '').trim()
    const amount = match[2] ?? match[3] ?? ''
    return euro.test(currency) && allowed.has(wholeEuros(amount))
  })
}
const link = /https?:\/\/|www\./i
const citation = /\s*\[(\d{1,2})\]/g
const maxLength = 1200
/** A sentence is supported when this share of its content words occurs in the passages or the question. */
const minimumSupport = 0.6

/** Every match of a global pattern, without matchAll: the hooks bundle targets ES2015. */
function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = []
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  for (let match = global.exec(text); match !== null; match = global.exec(text)) matches.push(match)
  return matches
}

function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)?/g) ?? []
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/([.!?])\s+/g, '$1\n')
    .split('\n')
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** The kilograms a reply may name: the site's limits and the visitor's own figures. */
function allowedKilograms(question: string): Set<string> {
  const { min, max } = jumpRules.typicalWeightKg
  return new Set([String(tandemWeightLimitKg), String(min), String(max), ...numbersIn(question)])
}

/**
 * The checks every model reply must pass before a visitor sees it, else the answer without the
 * model is given: not the no-answer marker, no money but the "from" prices staff set, no link, in the language of the question, no
 * number that is neither in the passages nor in the question, no weight limit other than the
 * site's, and every sentence supported by the passages.
 */
export function checkModelReply(reply: string, question: string, passages: readonly Passage[], locale: Locale, prices: FromPrices = {}): ModelCheck {
  if (reply === '' || reply.includes(noAnswerMarker)) return { ok: false, reason: 'no-answer' }
  if (reply.length > maxLength) return { ok: false, reason: 'too-long' }
  const cited = allMatches(citation, reply)
    .map((match) => Number(match[1]))
    .filter((number) => number >= 1 && number <= passages.length)
  const text = reply.replace(citation, '').replace(/[*_#`]/g, '').trim()
  if (!onlySetPrices(text, prices)) return { ok: false, reason: 'price' }
  if (link.test(text)) return { ok: false, reason: 'link' }
  if (answerLanguage(text, locale) !== locale) return { ok: false, reason: 'language' }

  // The "from" prices staff set are facts too, as the price answer states them.
  const grounding = [...passages.map((passage) => `${passage.heading} ${passage.text}`), allFromPrices(prices, locale)].join(' ')
  const knownNumbers = new Set([...numbersIn(grounding), ...numbersIn(question), ...priceFigures(prices)])
  const unknownNumber = numbersIn(text).find((number) => !knownNumbers.has(number))
  if (unknownNumber !== undefined) return { ok: false, reason: `number ${unknownNumber}` }
  const kilograms = allowedKilograms(question)
  for (const match of allMatches(/(\d+)\s*(kg|kilo)/gi, text)) if (!kilograms.has(match[1]!)) return { ok: false, reason: `weight ${match[1]}` }

  const supported = new Set([...contentTerms(grounding, locale), ...contentTerms(question, locale)])
  for (const sentence of sentencesOf(text)) {
    const terms = contentTerms(sentence, locale)
    if (terms.length < 2) continue
    const share = terms.filter((term) => supported.has(term)).length / terms.length
    if (share < minimumSupport) return { ok: false, reason: 'unsupported' }
  }
  return { ok: true, text, cited }
}
