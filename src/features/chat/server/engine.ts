import type { Locale } from '~/lib/i18n/locales'
import type { SiteFacts } from '~/lib/site-facts-shape'
import { abuseAnswer, offTopicAnswer, unknownAnswer } from './answer-texts'
import { abusiveWords } from './intents/abuse'
import { clearly, standardIntents, type Intent, type IntentReply } from './intents'
import { concept, prepareQuestion, type Question } from './intents/question'
import { aboutTheSubject } from './intents/practical'
import { offTopicWords, personalWords } from './intents/vocabulary'
import { knowledgeOf, sourceOf, type Source } from './knowledge/knowledge-base'
import type { Passage } from './knowledge/passages'
import { answerLanguage } from './language'

export type { Source }

/** How the reply came about (staff see it per message); 'model' is a passage or unknown rephrased by the LLM. */
export type ReplyKind = 'intent' | 'passage' | 'unknown' | 'off-topic' | 'abuse' | 'model'

export interface EngineReply {
  response: string
  locale: Locale
  sources: Source[]
  /** The reply points the visitor to a person. */
  handoff: boolean
  kind: ReplyKind
  /** The intents that answered, best first. */
  intents: string[]
  /** The passages retrieved for the question, best first (none for an intent): the grounding of an LLM answer. */
  passages: Passage[]
}

export interface AnswerEngine {
  /** `facts`: the business details staff have set; a detail missing there is not mentioned. */
  answer(message: string, pageLocale: Locale, facts?: SiteFacts): EngineReply
}

export interface AnswerEngineOptions {
  /** The exact-answer intents; the standard ones by default. A new one (weather) is added here. */
  intents?: readonly Intent[]
}

/** A passage answers the question when it holds at least this share of its content words... */
const minimumCoverage = 0.5
/** ...and scores at least this under BM25 (below, it matched on a word or two of a long question). */
const minimumScore = 6
const groundingPassages = 4

function uniqueSources(keys: readonly string[], locale: Locale): Source[] {
  const seen = new Set<string>()
  const sources: Source[] = []
  for (const key of keys) {
    const source = sourceOf(key, locale)
    if (!source || seen.has(source.url)) continue
    seen.add(source.url)
    sources.push(source)
  }
  return sources
}

interface RankedPassage {
  passage: Passage
  score: number
  coverage: number
  hasKeyTerm: boolean
}

const rank = (entry: RankedPassage) => entry.score * entry.coverage * entry.coverage
const answers = (entry: RankedPassage | undefined) =>
  entry !== undefined && entry.coverage >= minimumCoverage && entry.score >= minimumScore && entry.hasKeyTerm

/**
 * "How long", "how high", "how many": the visitor wants a figure. A passage that shares the subject
 * but holds no such figure does not answer: "how long is the freefall" is not answered by "a tandem
 * jump ... the freefall and a safe landing. Book 1 to 2 weeks ahead".
 */
const figureAsks = [
  // Weeks are left out on purpose: they are booking lead times, which an intent answers.
  { asks: concept('how long', 'hoe lang', 'hoelang', 'duration', 'duurt', 'duur'), figure: /\d+\+?\s*(sec|seconds|seconden|min|minutes|minuten|hours?|uur|days?|dagen|months?|maanden|years?|jaar)\b/i },
  { asks: concept('how high', 'hoe hoog', 'altitude', 'hoogte'), figure: /\d+\s*(m|meter|metres|meters|feet|ft|km)\b/i },
  { asks: concept('how far', 'hoe ver', 'afstand', 'distance'), figure: /\d+\s*km\b/i },
  { asks: concept('how many', 'hoeveel', 'how often', 'hoe vaak', 'how old', 'hoe oud', 'how big', 'hoe groot', 'how fast', 'hoe snel'), figure: /\d/ },
]

function answersTheAsk(question: Question, passage: Passage): boolean {
  return figureAsks.every(({ asks, figure }) => !asks.test(question) || figure.test(passage.text))
}

function searchIn(indexLocale: Locale, question: Question): RankedPassage[] {
  const shown = knowledgeOf(question.locale).byId
  const ranked: RankedPassage[] = []
  for (const hit of knowledgeOf(indexLocale).retriever.search(question.text, groundingPassages)) {
    const passage = shown.get(hit.id)
    if (passage) ranked.push({ passage, score: hit.score, coverage: hit.coverage, hasKeyTerm: hit.hasKeyTerm })
  }
  return ranked
}

/**
 * Passages for the question in the answer's language; when that index has no answer, also from the
 * other language's (a Dutch visitor may write "tandem jump"), shown in the answer's language: a
 * passage has the same id in both.
 */
function retrieve(question: Question): RankedPassage[] {
  const own = searchIn(question.locale, question)
  if (answers(own[0])) return own
  const best = new Map(own.map((entry) => [entry.passage.id, entry]))
  for (const entry of searchIn(question.locale === 'en' ? 'nl' : 'en', question)) {
    const known = best.get(entry.passage.id)
    if (!known || rank(entry) > rank(known)) best.set(entry.passage.id, entry)
  }
  return Array.from(best.values()).sort((a, b) => rank(b) - rank(a))
}

function scoredIntents(intents: readonly Intent[], question: Question): { intent: Intent; score: number }[] {
  const scored = intents
    .map((intent) => ({ intent, score: intent.score(question) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score) // stable: equal scores keep the precedence order
  const specific = scored.some((entry) => !entry.intent.general && entry.score >= clearly)
  const replaced = new Set(scored.filter((entry) => entry.score >= clearly).flatMap((entry) => entry.intent.replaces ?? []))
  return scored.filter((entry) => !replaced.has(entry.intent.id) && !(specific && entry.intent.general))
}

function replyFromIntents(chosen: readonly Intent[], question: Question, facts: SiteFacts, passages: Passage[]): EngineReply {
  const replies: IntentReply[] = chosen.map((intent) => intent.reply(question, facts))
  return {
    response: replies.map((reply) => reply.text).join('\n\n'),
    locale: question.locale,
    sources: uniqueSources(replies.flatMap((reply) => reply.sources), question.locale),
    handoff: replies.some((reply) => reply.handoff === true),
    kind: 'intent',
    intents: chosen.map((intent) => intent.id),
    passages,
  }
}

function plainReply(kind: ReplyKind, response: string, question: Question, passages: Passage[] = []): EngineReply {
  const handoff = kind === 'unknown'
  return { response, locale: question.locale, sources: [], handoff, kind, intents: [], passages }
}

/**
 * The assistant without any paid service: exact intents from the facts module, else the site
 * passage that answers the question, else an honest "I don't know" with the way to a person.
 * Insults and questions about other subjects get a polite refusal.
 */
export function createAnswerEngine(options: AnswerEngineOptions = {}): AnswerEngine {
  const intents = options.intents ?? standardIntents
  return {
    answer(message, pageLocale, facts = {}) {
      const question = prepareQuestion(message, answerLanguage(message, pageLocale))
      if (abusiveWords.test(question)) return plainReply('abuse', abuseAnswer(question.locale), question)
      if (offTopicWords.test(question)) return plainReply('off-topic', offTopicAnswer(question.locale), question)

      // The best intent answers when it is asked clearly, with a second one asked as clearly.
      const [first, second] = scoredIntents(intents, question)
      if (first && first.score >= clearly) {
        const chosen = second && second.score >= clearly ? [first.intent, second.intent] : [first.intent]
        return replyFromIntents(chosen, question, facts, [])
      }

      // Only now the index: most questions are answered by an intent, and loading an index costs time.
      const ranked = retrieve(question)
      const passages = ranked.map((entry) => entry.passage)
      const top = ranked[0]
      if (top && answers(top) && answersTheAsk(question, top.passage)) {
        return {
          response: top.passage.text,
          locale: question.locale,
          sources: uniqueSources([top.passage.pageKey], question.locale),
          handoff: false,
          kind: 'passage',
          intents: [],
          passages,
        }
      }
      // A hint ("how much?") is better than nothing once the pages have no answer.
      if (first) return replyFromIntents([first.intent], question, facts, passages)
      // A question about the visit or the company that the site does not answer goes to a person;
      // one that has nothing to do with either is declined.
      if (aboutTheSubject(question) || personalWords.test(question)) return plainReply('unknown', unknownAnswer(question.locale, facts), question, passages)
      return plainReply('off-topic', offTopicAnswer(question.locale), question, passages)
    },
  }
}
