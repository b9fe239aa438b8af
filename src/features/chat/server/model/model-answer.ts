import type { EngineReply } from '../engine'
import { sourceOf, type Source } from '../knowledge/knowledge-base'
import type { FromPrices } from '~/lib/site-facts-shape'
import { checkModelReply } from './guardrails'
import { modelReplyText, modelRequestBody, type ModelRequestBody } from './model-request'

/**
 * Sends a request to the model and returns its response body, or throws. The hooks pass one that
 * uses $http.send with the time left of the 8 s budget.
 */
export type ModelTransport = (body: ModelRequestBody) => unknown

export interface ModelOutcome {
  reply: EngineReply
  /** What happened, for staff: "used", "not asked", or why the model's answer was not used. */
  note: string
}

/** Only passage answers and unknowns are phrased by the model: intents are exact already, refusals final. */
function worthAsking(reply: EngineReply): boolean {
  return (reply.kind === 'passage' || reply.kind === 'unknown') && reply.passages.length > 0
}

/**
 * The engine's answer, rephrased by the model from the same passages when one is configured and its
 * reply passes every check (guardrails.ts); the engine's answer otherwise. `prices`: the "from"
 * prices staff set, the only amounts of money the model may state.
 */
export function answerWithModel(question: string, reply: EngineReply, model: string, transport: ModelTransport, prices: FromPrices = {}): ModelOutcome {
  if (!worthAsking(reply)) return { reply, note: 'not asked' }
  const passages = reply.passages.slice(0, 4)
  let text: string
  try {
    text = modelReplyText(transport(modelRequestBody(question, passages, reply.locale, model, prices)))
  } catch (error) {
    return { reply, note: `failed: ${String(error).slice(0, 150)}` }
  }
  const check = checkModelReply(text, question, passages, reply.locale, prices)
  if (!check.ok) return { reply, note: `rejected: ${check.reason}` }
  const citedPassages = (check.cited.length > 0 ? check.cited.map((number) => passages[number - 1]!) : passages.slice(0, 1))
  const sources: Source[] = []
  for (const passage of citedPassages) {
    const source = sourceOf(passage.pageKey, reply.locale)
    if (source && !sources.some((known) => known.url === source.url)) sources.push(source)
  }
  return { reply: { ...reply, response: check.text, sources, handoff: false, kind: 'model' }, note: 'used' }
}
