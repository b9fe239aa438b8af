import type { Locale } from '~/lib/i18n/locales'

/** POST /api/site/chat: the visitor's message; the first one creates the conversation. */
export interface ChatRequest {
  message: string
  /** Absent or null for the first message; then the id the first reply returned. */
  conversationId?: string | null
  /** Required for the first message, ignored afterwards. */
  customerEmail?: string
  customerName?: string
  /** The language of the page the chat runs on. */
  locale: Locale
  /** The path of the page the conversation starts on (first message only). */
  page?: string
}

export interface ChatSource {
  title: string
  /** A path of the site in the answer's language. */
  url: string
}

export interface ChatReply {
  response: string
  conversationId: string
  sources: ChatSource[]
  /** The answer points the visitor to a person: the widget highlights "Talk to a person". */
  handoff: boolean
  /** The language the answer is in. */
  locale: Locale
}

/** POST /api/site/chat/close. */
export interface ChatCloseRequest {
  conversationId: string
  isAutoClose: boolean
}

/** A refused request: a code and its message in the visitor's language, per field for the details form. */
export interface ChatRejection {
  code: string
  message: string
  errors: Record<string, { code: string; message: string }>
}

/** An unguessable key: 32 random lower-case letters and digits, PocketBase's own id generator. */
export const conversationIdPattern = /^[a-z0-9]{32}$/

export const chatPath = '/api/site/chat'
export const chatClosePath = '/api/site/chat/close'
