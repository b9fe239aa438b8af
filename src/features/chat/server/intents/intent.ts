import type { SiteFacts } from '~/lib/site-facts-shape'
import type { Question } from './question'

/** An answer an intent gives, in the question's language. */
export interface IntentReply {
  text: string
  /** Keys of the pages the answer comes from (the page registry's keys, or "city:<slug>"). */
  sources: readonly string[]
  /** The answer points the visitor to a person (a quote, a question the site does not answer). */
  handoff?: boolean
}

/**
 * A question that must be answered exactly, from the facts module rather than from whatever
 * passage retrieval finds. The answer engine asks every intent for a score and answers with the
 * best one or two; see docs/decisions/026-chat-answer-engine.md for how to add one (the weather
 * verdict is meant to plug in here).
 */
export interface Intent {
  id: string
  /** 0: the question does not ask this. 1: a hint (a lone "how much"). 2: a clear ask. 3: overrides the rest. */
  score(question: Question): number
  /**
   * A general answer ("how to book", "hello") that gives way to any more specific intent the
   * question also asks: "can I book if I weigh 120 kg" is answered by the weight limit alone.
   */
  general?: boolean
  /**
   * Intents whose answer this one makes redundant when both are asked: a forecast for "can we jump
   * tomorrow?" replaces the general weather minimums.
   */
  replaces?: readonly string[]
  /** `facts`: the business details staff have set (phone, e-mail, address, hours, prices), read per message. */
  reply(question: Question, facts: SiteFacts): IntentReply
}

/** Clear asks, hints and no match, for readable scores. */
export const clearly = 2
export const hint = 1
export const no = 0
