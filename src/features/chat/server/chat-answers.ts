import type { Locale } from '~/lib/i18n/locales'
import type { SiteFacts } from '~/lib/site-facts-shape'
import { rejectionBody as buildRejection } from '~/lib/validation/rejection-body'
import { chatMessageFor } from '../schema/chat-messages'
import { createAnswerEngine, type EngineReply } from './engine'
import { standardIntents } from './intents'
import { weatherForecastIntent, type OutlookLookup } from './intents/weather-forecast'
import { answerWithModel, type ModelOutcome, type ModelTransport } from './model/model-answer'

/** The body of a refused chat request, with the widget's own messages. */
export const rejectionBody = (code: string, locale: Locale, fieldErrors?: Record<string, string>) => buildRejection(chatMessageFor, code, locale, fieldErrors)

let engine: ReturnType<typeof createAnswerEngine> | undefined
let outlookLookup: OutlookLookup | undefined

/** Once per JS engine: how the hooks read the weather dashboard's verdict for a day ("can we jump tomorrow?"). */
export function useWeatherOutlook(lookup: OutlookLookup): void {
  outlookLookup = lookup
  engine = undefined
}

let readFacts: () => SiteFacts = () => ({})

/**
 * Once per JS engine: how the hooks read the business details staff keep in the settings record.
 * Called for every message (one record), so a change by staff shows in the next answer.
 */
export function useBusinessDetails(read: () => SiteFacts): void {
  readFacts = read
}

/** The model the hooks call, when LLM_API_URL, LLM_API_KEY and LLM_MODEL are set. */
export interface ModelSettings {
  model: string
  transport: ModelTransport
}

/** The reply to one message: the engine's answer, phrased by the model when one is set and its reply passes the checks. */
export function replyTo(message: string, pageLocale: Locale, model: ModelSettings | null): ModelOutcome {
  engine ??= createAnswerEngine({ intents: outlookLookup ? [weatherForecastIntent(outlookLookup), ...standardIntents] : standardIntents })
  const facts = readFacts()
  const reply: EngineReply = engine.answer(message, pageLocale, facts)
  return model ? answerWithModel(message, reply, model.model, model.transport, facts.prices ?? {}) : { reply, note: 'no model' }
}
