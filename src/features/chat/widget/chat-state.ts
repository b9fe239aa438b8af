import type { Locale } from '~/lib/i18n/locales'
import type { ChatReply, ChatSource } from '../schema/chat-contract'
import type { ChatDetails } from '../schema/chat-rules'
import { autoCloseCountdownMs, inactivityWarningMs, resetAfterCloseMs } from './chat-timing'

/**
 * One entry of the conversation as the widget shows it. The widget's own messages (welcome,
 * warning, ...) are kinds, translated when shown, so they follow the page language.
 */
export type ChatEntry =
  | { id: number; kind: 'welcome' | 'warning' | 'confirmation' | 'farewell' | 'failure' }
  | { id: number; kind: 'question'; text: string }
  | { id: number; kind: 'answer'; text: string; sources: ChatSource[]; handoff: boolean; locale: Locale }
  /** The server's reason for refusing a message, already in the visitor's language. */
  | { id: number; kind: 'refusal'; text: string }

/**
 * ready: the visitor may type. details: the details form shows, holding the first message.
 * waiting: a reply is pending. warning: inactive, the auto-close countdown runs. closing: the
 * farewell shows; everything is cleared a moment later.
 */
export type ChatPhase = 'ready' | 'details' | 'waiting' | 'warning' | 'closing'

export interface ChatState {
  open: boolean
  expanded: boolean
  entries: ChatEntry[]
  nextId: number
  phase: ChatPhase
  conversationId: string | null
  details: ChatDetails | null
  /** The message being sent, or held while the details form shows. */
  pending: string | null
  /** Epoch milliseconds of the last message, reply or "continue". */
  lastActivityAt: number | null
  /** When the countdown reaches zero (phase warning). */
  closesAt: number | null
  /** When the farewell gives way to an empty widget (phase closing). */
  resetsAt: number | null
  /** A close the server has not been told about yet. */
  closeRequest: { conversationId: string; isAutoClose: boolean } | null
}

export type ChatEvent =
  | { type: 'open'; now: number }
  | { type: 'hide' }
  | { type: 'toggleExpanded' }
  | { type: 'send'; text: string; now: number }
  | { type: 'submitDetails'; details: ChatDetails; now: number }
  | { type: 'cancelDetails' }
  | { type: 'replied'; reply: ChatReply; now: number }
  | { type: 'refused'; message: string; now: number }
  | { type: 'failed'; now: number }
  | { type: 'inactive' }
  | { type: 'continue'; now: number }
  | { type: 'end'; isAutoClose: boolean; now: number }
  | { type: 'closeSent' }
  | { type: 'reset' }

export const initialChatState: ChatState = {
  open: false,
  expanded: false,
  entries: [],
  nextId: 1,
  phase: 'ready',
  conversationId: null,
  details: null,
  pending: null,
  lastActivityAt: null,
  closesAt: null,
  resetsAt: null,
  closeRequest: null,
}

type NewEntry = ChatEntry extends infer E ? (E extends ChatEntry ? Omit<E, 'id'> : never) : never

function withEntry(state: ChatState, entry: NewEntry): ChatState {
  return { ...state, entries: [...state.entries, { ...entry, id: state.nextId } as ChatEntry], nextId: state.nextId + 1 }
}

function startSending(state: ChatState, text: string, now: number): ChatState {
  return { ...withEntry(state, { kind: 'question', text }), phase: 'waiting', pending: text, lastActivityAt: now }
}

/** The widget's rules (product spec, chat widget), as a pure function of the state and one event. */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'open': {
      const opened = { ...state, open: true }
      return state.entries.length === 0 ? withEntry(opened, { kind: 'welcome' }) : opened
    }
    case 'hide':
      return { ...state, open: false, expanded: false }
    case 'toggleExpanded':
      return { ...state, expanded: !state.expanded }
    case 'send': {
      const text = event.text.trim()
      // Blank text, a reply still pending, the details form or a closing conversation: nothing to send.
      if (text === '' || state.phase !== 'ready') return state
      if (state.conversationId === null && state.details === null) return { ...state, phase: 'details', pending: text }
      return startSending(state, text, event.now)
    }
    case 'submitDetails':
      if (state.phase !== 'details' || state.pending === null) return state
      return startSending({ ...state, details: event.details }, state.pending, event.now)
    case 'cancelDetails':
      return state.phase === 'details' ? { ...state, phase: 'ready', pending: null } : state
    case 'replied': {
      if (state.phase !== 'waiting') return state
      const { response, sources, handoff, locale, conversationId } = event.reply
      const answered = withEntry(state, { kind: 'answer', text: response, sources, handoff, locale })
      return { ...answered, phase: 'ready', pending: null, conversationId, lastActivityAt: event.now }
    }
    case 'refused':
      if (state.phase !== 'waiting') return state
      return { ...withEntry(state, { kind: 'refusal', text: event.message }), phase: 'ready', pending: null, lastActivityAt: event.now }
    case 'failed':
      if (state.phase !== 'waiting') return state
      return { ...withEntry(state, { kind: 'failure' }), phase: 'ready', pending: null, lastActivityAt: event.now }
    case 'inactive':
      if (state.phase !== 'ready' || state.conversationId === null || state.lastActivityAt === null) return state
      // The countdown runs from the warning's due time, so a reload does not restart it.
      return { ...withEntry(state, { kind: 'warning' }), phase: 'warning', closesAt: state.lastActivityAt + inactivityWarningMs + autoCloseCountdownMs }
    case 'continue':
      if (state.phase !== 'warning') return state
      return { ...withEntry(state, { kind: 'confirmation' }), phase: 'ready', closesAt: null, lastActivityAt: event.now }
    case 'end': {
      if (state.phase === 'closing' || state.conversationId === null) return state
      const farewell = withEntry(state, { kind: 'farewell' })
      return {
        ...farewell,
        phase: 'closing',
        pending: null,
        closesAt: null,
        resetsAt: event.now + resetAfterCloseMs,
        closeRequest: { conversationId: state.conversationId, isAutoClose: event.isAutoClose },
      }
    }
    case 'closeSent':
      return { ...state, closeRequest: null }
    case 'reset':
      return initialChatState
  }
}

/** The next timed event and when it is due, or null: what the controller schedules. */
export function nextTimer(state: ChatState): { at: number; event: ChatEvent } | null {
  if (state.phase === 'ready' && state.conversationId !== null && state.lastActivityAt !== null) {
    return { at: state.lastActivityAt + inactivityWarningMs, event: { type: 'inactive' } }
  }
  if (state.phase === 'warning' && state.closesAt !== null) return { at: state.closesAt, event: { type: 'end', isAutoClose: true, now: state.closesAt } }
  if (state.phase === 'closing' && state.resetsAt !== null) return { at: state.resetsAt, event: { type: 'reset' } }
  return null
}
