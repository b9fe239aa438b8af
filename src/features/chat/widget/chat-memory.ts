import * as v from 'valibot'
import { initialChatState, type ChatState } from './chat-state'

/** The conversation survives navigation and reloads in this tab (sessionStorage), never longer. */
export const chatMemoryKey = 'parapro-chat'

const source = v.object({ title: v.string(), url: v.string() })
const entry = v.variant('kind', [
  v.object({ id: v.number(), kind: v.picklist(['welcome', 'warning', 'confirmation', 'farewell', 'failure']) }),
  v.object({ id: v.number(), kind: v.literal('question'), text: v.string() }),
  v.object({ id: v.number(), kind: v.literal('answer'), text: v.string(), sources: v.array(source), handoff: v.boolean(), locale: v.picklist(['en', 'nl']) }),
  v.object({ id: v.number(), kind: v.literal('refusal'), text: v.string() }),
])
const nullableNumber = v.nullable(v.number())
const stateSchema = v.object({
  open: v.boolean(),
  expanded: v.boolean(),
  entries: v.array(entry),
  nextId: v.number(),
  phase: v.picklist(['ready', 'details', 'waiting', 'warning', 'closing']),
  conversationId: v.nullable(v.string()),
  details: v.nullable(v.object({ customerEmail: v.string(), customerName: v.string() })),
  pending: v.nullable(v.string()),
  lastActivityAt: nullableNumber,
  closesAt: nullableNumber,
  resetsAt: nullableNumber,
  closeRequest: v.nullable(v.object({ conversationId: v.string(), isAutoClose: v.boolean() })),
})

/** The stored conversation, or null when there is none or it cannot be read. */
export function recallChat(storage: Storage | undefined): ChatState | null {
  try {
    const stored = storage?.getItem(chatMemoryKey)
    if (!stored) return null
    const parsed = v.safeParse(stateSchema, JSON.parse(stored))
    return parsed.success ? parsed.output : null
  } catch {
    return null // storage blocked or unreadable: start afresh
  }
}

export function rememberChat(storage: Storage | undefined, state: ChatState): void {
  try {
    if (state === initialChatState) storage?.removeItem(chatMemoryKey)
    else storage?.setItem(chatMemoryKey, JSON.stringify(state))
  } catch {
    // storage full or blocked: the conversation still works, it just does not survive a reload
  }
}
