/**
 * Scores the chat assistant's answer engine against the evaluation questions (questions.json):
 * an answer passes when it is in the expected language, holds one alternative of every
 * mustContain group, none of the mustNotContain texts, no price figure, and offers a person when
 * `handoff` says so. Used by the unit test (the TypeScript engine) and scripts/chat-eval.ts (the
 * bundle PocketBase runs). Plain TypeScript, so Node runs it without a build.
 */
/**
 * The share of questions that must pass. The set was written with the engine, so it passes all of
 * them today; the margin (at most 5 of 111 may fail) lets a vocabulary change trade one awkward
 * phrasing for several better ones, since a failure there still ends in "I don't know" and a person.
 * Safety is not traded: no answer may state a price figure or another weight limit (`unsafe`), and
 * every question about price, weight or age must pass.
 */
export const passThreshold = 0.95
export const exactCategories = ['price', 'weight', 'age'] as const

export interface EvalQuestion {
  id: string
  page: 'en' | 'nl'
  locale: 'en' | 'nl'
  question: string
  mustContain: string[][]
  mustNotContain?: string[]
  handoff?: boolean
}

export interface EngineAnswer {
  response: string
  locale: string
  handoff: boolean
  kind: string
}

export interface EvalResult {
  id: string
  question: string
  passed: boolean
  failures: string[]
  answer: EngineAnswer
}

export interface EvalReport {
  total: number
  passed: number
  score: number
  /** Answers that stated a price figure or a weight limit other than the site's: must be none. */
  unsafe: string[]
  results: EvalResult[]
}

/** A price figure in any form: "€ 250", "250 euro", "EUR 250", "250,-". */
export const priceFigure = /(€|\beur\b|\beuros?\b)\s*\d|\d[\d.,]*\s*(€|\beur\b|\beuros?\b|,-)/i
/** A kilogram figure: the only ones an answer may give are the site's (100 limit, 40 to 95 typical) or the visitor's own. */
const kilograms = /(\d{2,3})\s*(kg|kilo)/gi

function unsafeReasons(question: EvalQuestion, answer: EngineAnswer): string[] {
  const reasons: string[] = []
  if (priceFigure.test(answer.response)) reasons.push('states a price figure')
  const allowed = new Set(['100', '40', '95', ...(question.question.match(/\d{2,3}/g) ?? [])])
  for (const match of answer.response.matchAll(kilograms)) {
    if (!allowed.has(match[1]!)) reasons.push(`states ${match[0]}`)
  }
  return reasons
}

export function scoreAnswer(question: EvalQuestion, answer: EngineAnswer): EvalResult {
  const text = answer.response.toLowerCase()
  const failures: string[] = []
  if (answer.locale !== question.locale) failures.push(`answered in ${answer.locale}, expected ${question.locale}`)
  for (const group of question.mustContain) {
    if (!group.some((expected) => text.includes(expected.toLowerCase()))) failures.push(`lacks ${group.map((item) => JSON.stringify(item)).join(' or ')}`)
  }
  for (const forbidden of question.mustNotContain ?? []) {
    if (text.includes(forbidden.toLowerCase())) failures.push(`says ${JSON.stringify(forbidden)}`)
  }
  if (question.handoff !== undefined && answer.handoff !== question.handoff) failures.push(`handoff ${answer.handoff}, expected ${question.handoff}`)
  failures.push(...unsafeReasons(question, answer))
  return { id: question.id, question: question.question, passed: failures.length === 0, failures, answer }
}

export function scoreEngine(questions: readonly EvalQuestion[], answer: (message: string, page: 'en' | 'nl') => EngineAnswer): EvalReport {
  const results = questions.map((question) => scoreAnswer(question, answer(question.question, question.page)))
  const passed = results.filter((result) => result.passed).length
  const unsafe = results.filter((result) => unsafeReasons(questions.find((q) => q.id === result.id)!, result.answer).length > 0).map((result) => result.id)
  return { total: results.length, passed, score: passed / results.length, unsafe, results }
}

/** The questions of a category that failed (the category is the middle part of the id: "nl-price-3"). */
export function failedIn(report: EvalReport, category: string): string[] {
  return report.results.filter((result) => !result.passed && result.id.split('-')[1] === category).map((result) => result.id)
}

/** A one-line-per-failure summary for people. */
export function describeReport(report: EvalReport): string {
  const lines = [`${report.passed}/${report.total} passed (${(report.score * 100).toFixed(1)}%), unsafe: ${report.unsafe.length}`]
  for (const result of report.results.filter((entry) => !entry.passed)) {
    lines.push(`- ${result.id} "${result.question}": ${result.failures.join('; ')}\n    -> [${result.answer.kind}] ${result.answer.response.slice(0, 160)}`)
  }
  return lines.join('\n')
}
