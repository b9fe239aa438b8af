import { describe, expect, it } from 'vitest'
import type { ChatReply } from '../schema/chat-contract'
import { chatReducer, initialChatState, nextTimer, type ChatEvent, type ChatState } from './chat-state'
import { autoCloseCountdownMs, inactivityWarningMs, resetAfterCloseMs } from './chat-timing'

const run = (events: ChatEvent[], from: ChatState = initialChatState) => events.reduce(chatReducer, from)
const reply = (conversationId = 'c'.repeat(32)): ChatReply => ({ response: 'Up to 100 kg.', conversationId, sources: [{ title: 'FAQ', url: '/faq' }], handoff: false, locale: 'en' })
const details = { customerEmail: 'zoe@example.nl', customerName: '' }
const kinds = (state: ChatState) => state.entries.map((entry) => entry.kind)

/** An open conversation after one answer at t = 1000. */
const talking = run([
  { type: 'open', now: 0 },
  { type: 'send', text: 'How heavy?', now: 500 },
  { type: 'submitDetails', details, now: 600 },
  { type: 'replied', reply: reply(), now: 1000 },
])

describe('the chat widget', () => {
  it('welcomes on the first open only', () => {
    const opened = run([{ type: 'open', now: 0 }])
    expect(kinds(opened)).toEqual(['welcome'])
    expect(kinds(run([{ type: 'hide' }, { type: 'open', now: 1 }], opened))).toEqual(['welcome'])
  })

  it('asks for the details before the first message and sends that message after them', () => {
    const gated = run([{ type: 'open', now: 0 }, { type: 'send', text: ' How heavy? ', now: 1 }])
    expect(gated).toMatchObject({ phase: 'details', pending: 'How heavy?' })
    expect(kinds(gated)).toEqual(['welcome'])
    const sending = chatReducer(gated, { type: 'submitDetails', details, now: 2 })
    expect(sending).toMatchObject({ phase: 'waiting', pending: 'How heavy?', details })
    expect(sending.entries.at(-1)).toMatchObject({ kind: 'question', text: 'How heavy?' })
  })

  it('ignores blank text, and sending while a reply is pending or the form shows', () => {
    expect(chatReducer(talking, { type: 'send', text: '  \n ', now: 2000 })).toBe(talking)
    const waiting = chatReducer(talking, { type: 'send', text: 'And age?', now: 2000 })
    expect(waiting.phase).toBe('waiting')
    expect(chatReducer(waiting, { type: 'send', text: 'Hello?', now: 2001 })).toBe(waiting)
    const gated = run([{ type: 'open', now: 0 }, { type: 'send', text: 'Hi', now: 1 }])
    expect(chatReducer(gated, { type: 'send', text: 'Hi again', now: 2 })).toBe(gated)
  })

  it('does not ask for the details again once given', () => {
    expect(chatReducer(talking, { type: 'send', text: 'And age?', now: 2000 }).phase).toBe('waiting')
  })

  it('shows a refusal or the failure message and lets the visitor go on', () => {
    const waiting = chatReducer(talking, { type: 'send', text: 'x', now: 2000 })
    expect(chatReducer(waiting, { type: 'refused', message: 'Too long', now: 2100 }).entries.at(-1)).toMatchObject({ kind: 'refusal', text: 'Too long' })
    const failed = chatReducer(waiting, { type: 'failed', now: 2100 })
    expect(failed).toMatchObject({ phase: 'ready', pending: null })
    expect(failed.entries.at(-1)?.kind).toBe('failure')
  })

  it('warns after 12 minutes without activity and closes 3 minutes later', () => {
    expect(nextTimer(talking)).toEqual({ at: 1000 + inactivityWarningMs, event: { type: 'inactive' } })
    const warned = chatReducer(talking, { type: 'inactive' })
    expect(warned).toMatchObject({ phase: 'warning', closesAt: 1000 + inactivityWarningMs + autoCloseCountdownMs })
    expect(nextTimer(warned)?.event).toEqual({ type: 'end', isAutoClose: true, now: warned.closesAt })
    const closing = chatReducer(warned, nextTimer(warned)!.event)
    expect(closing).toMatchObject({ phase: 'closing', closeRequest: { conversationId: 'c'.repeat(32), isAutoClose: true } })
    expect(kinds(closing).slice(-2)).toEqual(['warning', 'farewell'])
    expect(nextTimer(closing)).toEqual({ at: warned.closesAt! + resetAfterCloseMs, event: { type: 'reset' } })
    expect(chatReducer(closing, { type: 'reset' })).toBe(initialChatState)
  })

  it('continues when asked: the timers start again and the widget confirms', () => {
    const warned = chatReducer(talking, { type: 'inactive' })
    const continued = chatReducer(warned, { type: 'continue', now: 900_000 })
    expect(continued).toMatchObject({ phase: 'ready', closesAt: null, lastActivityAt: 900_000 })
    expect(continued.entries.at(-1)?.kind).toBe('confirmation')
    expect(nextTimer(continued)?.at).toBe(900_000 + inactivityWarningMs)
  })

  it('runs no inactivity timer before a conversation exists', () => {
    expect(nextTimer(run([{ type: 'open', now: 0 }]))).toBeNull()
    expect(chatReducer(run([{ type: 'open', now: 0 }]), { type: 'inactive' }).phase).toBe('ready')
  })

  it('closes on the close button with a manual close, once', () => {
    const closing = chatReducer(talking, { type: 'end', isAutoClose: false, now: 5000 })
    expect(closing.closeRequest).toEqual({ conversationId: 'c'.repeat(32), isAutoClose: false })
    expect(chatReducer(closing, { type: 'end', isAutoClose: true, now: 5001 })).toBe(closing)
    expect(chatReducer(closing, { type: 'closeSent' }).closeRequest).toBeNull()
  })

  it('expands, shrinks and hides the panel without touching the conversation', () => {
    const expanded = chatReducer(talking, { type: 'toggleExpanded' })
    expect(expanded.expanded).toBe(true)
    const hidden = chatReducer(expanded, { type: 'hide' })
    expect(hidden).toMatchObject({ open: false, expanded: false, conversationId: talking.conversationId, entries: talking.entries })
  })
})
