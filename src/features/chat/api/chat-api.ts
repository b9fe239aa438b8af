import * as v from 'valibot'
import { chatClosePath, chatPath, type ChatCloseRequest, type ChatReply, type ChatRequest } from '../schema/chat-contract'

export type SendOutcome =
  | { kind: 'reply'; reply: ChatReply }
  /** The server refused the message and said why, in the visitor's language. */
  | { kind: 'refused'; message: string }
  /** No answer: the widget shows the product's failure message. */
  | { kind: 'failed' }

const replySchema = v.object({
  response: v.string(),
  conversationId: v.string(),
  sources: v.array(v.object({ title: v.string(), url: v.string() })),
  handoff: v.boolean(),
  locale: v.picklist(['en', 'nl']),
})
const rejectionSchema = v.object({ code: v.string(), message: v.string() })

async function post(path: string, body: unknown, fetcher: typeof fetch): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetcher(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return null
  }
}

/**
 * Sends a message. A conversation the server has closed (the tab slept past the server's own
 * close) is continued as a new one with the same details, once.
 */
export async function sendChatMessage(request: ChatRequest, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const answer = await post(chatPath, request, fetcher)
  if (!answer) return { kind: 'failed' }
  if (answer.status === 200) {
    const reply = v.safeParse(replySchema, answer.body)
    return reply.success ? { kind: 'reply', reply: reply.output } : { kind: 'failed' }
  }
  const rejection = v.safeParse(rejectionSchema, answer.body)
  if (answer.status === 404 && rejection.success && rejection.output.code === 'chat.ended' && request.conversationId && request.customerEmail) {
    return sendChatMessage({ ...request, conversationId: null }, fetcher)
  }
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 404 && rejection.success) return { kind: 'refused', message: rejection.output.message }
  return { kind: 'failed' }
}

/** Tells the server the conversation is over; any failure is ignored by the caller. */
export async function closeChat(request: ChatCloseRequest, fetcher: typeof fetch = fetch): Promise<void> {
  await post(chatClosePath, request, fetcher)
}
