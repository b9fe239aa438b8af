import * as v from 'valibot'
import { emailRule } from '~/lib/validation/email'
import { isFlaggedText } from '~/lib/validation/flagged-text'
import { personNameRule } from '~/lib/validation/person-name'
import { conversationIdPattern } from './chat-contract'

/** The longest message the chat accepts, in characters (the input stops there too). */
export const maxMessageLength = 1000

/** A visitor may send this many messages per window; more is a flood. */
export const visitorMessageLimit = 12
export const visitorMessageWindowSeconds = 60
/** A visitor may start this many conversations per window. */
export const visitorConversationLimit = 6
export const visitorConversationWindowSeconds = 600

const maxPageLength = 300

/** A message: not blank, at most 1,000 characters, none of the public forms' dangerous patterns. */
const messageRule = v.pipe(
  v.string('chat.blank'),
  v.trim(),
  v.nonEmpty('chat.blank'),
  v.maxLength(maxMessageLength, 'chat.tooLong'),
  v.check((text) => !isFlaggedText(text), 'chat.flagged'),
)

const nameRule = personNameRule(2, 50)

export interface ChatDetails {
  customerEmail: string
  /** '' when the visitor gives none. */
  customerName: string
}

export type DetailsCheck = { ok: true; details: ChatDetails } | { ok: false; errors: Record<string, string> }

/**
 * The details gate: the e-mail the transcript goes to (required) and a name if the visitor gives
 * one. Field -> first broken rule's code, as the enquiry form reports them.
 */
export function checkDetails(input: { customerEmail?: unknown; customerName?: unknown }): DetailsCheck {
  const errors: Record<string, string> = {}
  const email = v.safeParse(emailRule, input.customerEmail ?? '', { abortPipeEarly: true })
  if (!email.success) errors.customerEmail = email.issues[0].message
  const rawName = typeof input.customerName === 'string' ? input.customerName.trim() : ''
  const name = rawName === '' ? undefined : v.safeParse(nameRule, rawName, { abortPipeEarly: true })
  if (name && !name.success) errors.customerName = name.issues[0].message
  if (input.customerName !== undefined && input.customerName !== null && typeof input.customerName !== 'string') errors.customerName = 'name.characters'
  if (!email.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, details: { customerEmail: email.output, customerName: name?.success ? name.output : '' } }
}

export interface ParsedChatRequest {
  message: string
  conversationId: string | null
  details: ChatDetails | null
  page: string
}

export type ChatRequestCheck = { ok: true; request: ParsedChatRequest } | { ok: false; code: string; errors: Record<string, string> }

/** The page a conversation starts on: a path of the site, or nothing. */
function pageOf(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && value.length <= maxPageLength && !isFlaggedText(value) ? value : ''
}

/**
 * A chat request as the route handles it, or the first broken rule as a code: chat.blank,
 * chat.tooLong, chat.flagged, chat.ended (a malformed conversation id), or the details' own codes.
 */
export function parseChatRequest(body: Record<string, unknown>): ChatRequestCheck {
  const message = v.safeParse(messageRule, body.message, { abortPipeEarly: true })
  if (!message.success) return { ok: false, code: message.issues[0].message, errors: { message: message.issues[0].message } }
  const id = body.conversationId
  if (id !== undefined && id !== null && id !== '') {
    if (typeof id !== 'string' || !conversationIdPattern.test(id)) return { ok: false, code: 'chat.ended', errors: {} }
    return { ok: true, request: { message: message.output, conversationId: id, details: null, page: '' } }
  }
  const details = checkDetails(body)
  if (!details.ok) return { ok: false, code: 'validation_failed', errors: details.errors }
  return { ok: true, request: { message: message.output, conversationId: null, details: details.details, page: pageOf(body.page) } }
}
