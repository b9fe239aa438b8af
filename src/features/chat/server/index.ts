/**
 * What the chat routes in pb_hooks run of this feature, bundled into pb_hooks/lib/generated/chat.js
 * by scripts/hooks-bundle.mjs: the answer engine with its knowledge of the site, the request rules
 * and the texts, the same code the unit tests and the evaluation run.
 */
import { buildKnowledgeData } from './knowledge/knowledge-base'

export { createAnswerEngine, type EngineReply } from './engine'
export { useKnowledgeLoader } from './knowledge/knowledge-base'

/** Written at build time to pb_hooks/lib/generated/chat-knowledge-<locale>.json (see the bundle script). */
export function hooksData() {
  return { 'knowledge-en': buildKnowledgeData('en'), 'knowledge-nl': buildKnowledgeData('nl') }
}
