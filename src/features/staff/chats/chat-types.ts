/**
 * The chat assistant's conversations and messages as the staff screens read them
 * (collections chat_conversations and chat_messages, decision 027). Staff change one thing:
 * `handled`; the server writes who marked it and when.
 */
export type ChatLocale = 'en' | 'nl'
export const closedByValues = ['manual', 'auto', 'expired'] as const
export type ClosedBy = (typeof closedByValues)[number]
/** `limited`: not sent, the address had the day's number of mails from the site's forms. */
export type TranscriptMailState = 'not_due' | 'pending' | 'sent' | 'failed' | 'limited'
export type ReplyKind = 'intent' | 'passage' | 'unknown' | 'off-topic' | 'abuse' | 'model'

export interface ChatConversationRecord {
  id: string
  created: string
  customer_name: string
  customer_email: string
  locale: ChatLocale
  /** The page the chat was opened on. */
  start_page: string
  status: 'open' | 'closed'
  closed_by: ClosedBy | ''
  closed_at: string
  last_activity_at: string
  message_count: number
  unanswered_count: number
  /** The offer to the visitor's address: a link whose button sends the transcript there. */
  customer_mail: TranscriptMailState
  staff_mail: TranscriptMailState
  /** The transcript itself, sent once the visitor pressed the button ('not_due' until then). */
  transcript_mail: TranscriptMailState
  handled: boolean
  /** The e-mail address of the staff member who marked it handled. */
  handled_by: string
  handled_at: string
}

export interface ChatSource {
  title: string
  url: string
}

export interface ChatMessageRecord {
  id: string
  created: string
  conversation: string
  role: 'user' | 'assistant'
  content: string
  locale: ChatLocale
  sources: ChatSource[] | null
  /** The answer offered a person (phone, WhatsApp, the enquiry form). */
  handoff: boolean
  kind: ReplyKind | ''
  /** The intents that answered, comma-separated. */
  intents: string
  /** A question the assistant could not answer, kept for staff. */
  unanswered: boolean
  handled: boolean
  handled_by: string
  handled_at: string
}

/** An unanswered question with the conversation it was asked in. */
export interface UnansweredQuestion extends ChatMessageRecord {
  expand?: { conversation?: ChatConversationRecord }
}

export interface ChatFilters {
  status?: 'open' | 'closed' | ''
  closedBy?: ClosedBy | ''
  locale?: ChatLocale | ''
  handled?: 'handled' | 'unhandled' | ''
  /** Only conversations with at least one question the assistant could not answer. */
  unanswered?: boolean
  /** YYYY-MM-DD, both days included (the day the conversation started). */
  from?: string
  to?: string
  /** Name, e-mail address, reference or anything said in the conversation. */
  search?: string
}

export interface ChatPage<T> {
  items: T[]
  totalItems: number
  page: number
  totalPages: number
}

/** The calls of the chat management screen; stories stand in for the server. */
export interface ChatAdminApi {
  list(filters: ChatFilters, page: number): Promise<ChatPage<ChatConversationRecord>>
  conversation(id: string): Promise<ChatConversationRecord>
  transcript(conversationId: string): Promise<ChatMessageRecord[]>
  /** Questions the assistant could not answer, newest first; handled ones too when asked. */
  unanswered(page: number, withHandled: boolean): Promise<ChatPage<UnansweredQuestion>>
  markConversation(id: string, handled: boolean): Promise<ChatConversationRecord>
  markQuestion(id: string, handled: boolean): Promise<ChatMessageRecord>
  /** Calls back for each new conversation and on every change, until the returned function is called. */
  watch(onNew: (conversation: ChatConversationRecord) => void, onChange: () => void): Promise<() => void>
}
