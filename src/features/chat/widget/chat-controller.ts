import type { Locale } from '~/lib/i18n/locales'
import type { ChatCloseRequest, ChatRequest } from '../schema/chat-contract'
import type { SendOutcome } from '../api/chat-api'
import { recallChat, rememberChat } from './chat-memory'
import { chatReducer, initialChatState, nextTimer, type ChatEvent, type ChatState } from './chat-state'

export interface ChatControllerOptions {
  send(request: ChatRequest): Promise<SendOutcome>
  close(request: ChatCloseRequest): Promise<void>
  /** Where the conversation is kept between pages and reloads. */
  storage?: Storage
  /** The page language and path, read when a message is sent. */
  locale(): Locale
  page(): string
  now?: () => number
}

export interface ChatController {
  getState(): ChatState
  subscribe(listener: () => void): () => void
  dispatch(event: ChatEvent): void
  /** Stops the timer (the widget unmounts); the stored conversation stays. */
  stop(): void
}

/**
 * The widget's state with its side effects: the reducer decides, this runs what follows from the
 * new state: the one timer that is due (warning, auto-close, reset), the pending message's request,
 * the close request. Plain JavaScript, so the tests drive it with fake timers.
 */
export function createChatController(options: ChatControllerOptions): ChatController {
  const now = options.now ?? (() => Date.now())
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let sending = false

  let state = recallChat(options.storage) ?? initialChatState
  // A reload while a reply was pending loses that reply: say so, the visitor can ask again.
  if (state.phase === 'waiting') state = chatReducer(state, { type: 'failed', now: now() })

  function dispatch(event: ChatEvent): void {
    const next = chatReducer(state, event)
    if (next === state) return
    state = next
    rememberChat(options.storage, state)
    for (const listener of listeners) listener()
    follow()
  }

  function schedule(): void {
    clearTimeout(timer)
    const due = nextTimer(state)
    if (due) timer = setTimeout(() => dispatch(due.event), Math.max(0, due.at - now()))
  }

  async function deliver(message: string): Promise<void> {
    sending = true
    const { conversationId, details } = state
    const outcome = await options.send({
      message,
      conversationId,
      customerEmail: details?.customerEmail,
      customerName: details?.customerName,
      locale: options.locale(),
      page: options.page(),
    })
    sending = false
    if (outcome.kind === 'reply') dispatch({ type: 'replied', reply: outcome.reply, now: now() })
    else if (outcome.kind === 'refused') dispatch({ type: 'refused', message: outcome.message, now: now() })
    else dispatch({ type: 'failed', now: now() })
  }

  function follow(): void {
    schedule()
    if (state.phase === 'waiting' && state.pending !== null && !sending) void deliver(state.pending)
    const closing = state.closeRequest
    if (closing) {
      dispatch({ type: 'closeSent' })
      // A failed close is ignored (product spec): the server closes idle conversations itself.
      void options.close(closing).catch(() => undefined)
    }
  }

  follow()
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispatch,
    stop: () => clearTimeout(timer),
  }
}
