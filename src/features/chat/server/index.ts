/**
 * What the chat routes in pb_hooks run of this feature, bundled into pb_hooks/lib/generated/chat.js
 * by scripts/hooks-bundle.mjs: the request rules, the answer engine with its knowledge of the site,
 * the optional model step and the transcript mails; the same code the unit tests and the
 * evaluation run.
 */
import { buildKnowledgeData } from './knowledge/knowledge-base'

export { parseChatRequest, visitorConversationLimit, visitorConversationWindowSeconds, visitorMessageLimit, visitorMessageWindowSeconds } from '../schema/chat-rules'
export { rejectionBody, replyTo, useBusinessDetails, useWeatherOutlook } from './chat-answers'
/** The invented example details (SEED_EXAMPLE_FACTS), for the evaluation script: its questions ask for the address and hours. */
export { exampleSiteFacts } from '~/lib/site-facts-example'
export { createAnswerEngine } from './engine'
export { useKnowledgeLoader } from './knowledge/knowledge-base'
export { customerTranscriptText, staffTranscriptText, transcriptOfferText } from './transcript-mail-text'
export { chatTranscriptLinkDays } from '~/content/facts'

/** Written at build time to pb_hooks/lib/generated/chat-knowledge-<locale>.json (see the bundle script). */
export function hooksData() {
  return { 'knowledge-en': buildKnowledgeData('en'), 'knowledge-nl': buildKnowledgeData('nl') }
}
