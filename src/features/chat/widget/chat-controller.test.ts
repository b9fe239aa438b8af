import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SendOutcome } from '../api/chat-api'
import type { ChatCloseRequest, ChatRequest } from '../schema/chat-contract'
import { createChatController } from './chat-controller'
import { chatMemoryKey } from './chat-memory'
import { autoCloseCountdownMs, inactivityWarningMs, resetAfterCloseMs } from './chat-timing'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return Array.from(this.items.keys())[index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const conversationId = 'c'.repeat(32)
const answer: SendOutcome = { kind: 'reply', reply: { response: 'Up to 100 kg.', conversationId, sources: [], handoff: false, locale: 'en' } }

let storage: MemoryStorage
let sent: ChatRequest[]
let closed: ChatCloseRequest[]

function controller(outcome: SendOutcome = answer) {
  return createChatController({
    send: async (request) => {
      sent.push(request)
      return outcome
    },
    close: async (request) => {
      closed.push(request)
    },
    storage,
    locale: () => 'en',
    page: () => '/faq',
  })
}

/** Opens the widget, gives the details and gets the first answer. */
async function talk() {
  const chat = controller()
  chat.dispatch({ type: 'open', now: Date.now() })
  chat.dispatch({ type: 'send', text: 'How heavy may I be?', now: Date.now() })
  chat.dispatch({ type: 'submitDetails', details: { customerEmail: 'zoe@example.nl', customerName: 'Zoë' }, now: Date.now() })
  await vi.advanceTimersByTimeAsync(0)
  return chat
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2027-06-12T10:00:00Z'))
  storage = new MemoryStorage()
  sent = []
  closed = []
})
afterEach(() => vi.useRealTimers())

describe('the chat controller, with fake timers', () => {
  it('sends the message held by the details form with the details, page and language', async () => {
    const chat = await talk()
    expect(sent).toEqual([{ message: 'How heavy may I be?', conversationId: null, customerEmail: 'zoe@example.nl', customerName: 'Zoë', locale: 'en', page: '/faq' }])
    expect(chat.getState()).toMatchObject({ phase: 'ready', conversationId })
  })

  it('warns at 12 minutes, closes at 15 and clears everything 3 seconds later', async () => {
    const chat = await talk()
    await vi.advanceTimersByTimeAsync(inactivityWarningMs - 1)
    expect(chat.getState().phase).toBe('ready')
    await vi.advanceTimersByTimeAsync(1)
    expect(chat.getState().phase).toBe('warning')
    await vi.advanceTimersByTimeAsync(autoCloseCountdownMs - 1)
    expect(closed).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(chat.getState().phase).toBe('closing')
    expect(closed).toEqual([{ conversationId, isAutoClose: true }])
    expect(chat.getState().entries.at(-1)?.kind).toBe('farewell')
    await vi.advanceTimersByTimeAsync(resetAfterCloseMs - 1)
    expect(chat.getState().open).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(chat.getState()).toMatchObject({ open: false, entries: [], conversationId: null, details: null })
    expect(storage.getItem(chatMemoryKey)).toBeNull()
  })

  it('starts the 12 minutes again when the visitor continues', async () => {
    const chat = await talk()
    await vi.advanceTimersByTimeAsync(inactivityWarningMs + 60_000)
    chat.dispatch({ type: 'continue', now: Date.now() })
    await vi.advanceTimersByTimeAsync(autoCloseCountdownMs)
    expect(chat.getState().phase).toBe('ready')
    await vi.advanceTimersByTimeAsync(inactivityWarningMs - autoCloseCountdownMs)
    expect(chat.getState().phase).toBe('warning')
    expect(closed).toEqual([])
  })

  it('tells the server once when the visitor closes the conversation, ignoring a failure', async () => {
    const chat = createChatController({
      send: async () => answer,
      close: async (request) => {
        closed.push(request)
        throw new Error('offline')
      },
      storage,
      locale: () => 'nl',
      page: () => '/nl',
    })
    chat.dispatch({ type: 'open', now: Date.now() })
    chat.dispatch({ type: 'send', text: 'Hoi', now: Date.now() })
    chat.dispatch({ type: 'submitDetails', details: { customerEmail: 'zoe@example.nl', customerName: '' }, now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    chat.dispatch({ type: 'end', isAutoClose: false, now: Date.now() })
    chat.dispatch({ type: 'end', isAutoClose: false, now: Date.now() })
    await vi.advanceTimersByTimeAsync(resetAfterCloseMs)
    expect(closed).toEqual([{ conversationId, isAutoClose: false }])
    expect(chat.getState().open).toBe(false)
  })

  it('survives a reload: the conversation and its timers carry on', async () => {
    const first = await talk()
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    first.stop()
    const reloaded = controller()
    expect(reloaded.getState()).toMatchObject({ conversationId, open: true, details: { customerEmail: 'zoe@example.nl' } })
    expect(reloaded.getState().entries.map((entry) => entry.kind)).toEqual(['welcome', 'question', 'answer'])
    await vi.advanceTimersByTimeAsync(inactivityWarningMs - 5 * 60_000)
    expect(reloaded.getState().phase).toBe('warning')
  })

  it('closes a conversation at once when the page comes back after the countdown would have ended', async () => {
    const first = await talk()
    first.stop()
    vi.setSystemTime(Date.now() + inactivityWarningMs + autoCloseCountdownMs + 60_000)
    const reloaded = controller()
    // The overdue steps (warning, close, reset) each take a timer turn of their own.
    await vi.advanceTimersByTimeAsync(10)
    expect(closed).toEqual([{ conversationId, isAutoClose: true }])
    expect(reloaded.getState().open).toBe(false)
  })

  it('shows the failure when a reload lost a pending reply', () => {
    storage.setItem(chatMemoryKey, JSON.stringify({ ...JSON.parse('{}'), open: true, expanded: false, entries: [{ id: 1, kind: 'question', text: 'Hi' }], nextId: 2, phase: 'waiting', conversationId, details: null, pending: 'Hi', lastActivityAt: Date.now(), closesAt: null, resetsAt: null, closeRequest: null }))
    const chat = controller()
    expect(chat.getState().phase).toBe('ready')
    expect(chat.getState().entries.at(-1)?.kind).toBe('failure')
    expect(sent).toEqual([])
  })

  it('shows the failure message when the reply fails', async () => {
    const chat = controller({ kind: 'failed' })
    chat.dispatch({ type: 'open', now: Date.now() })
    chat.dispatch({ type: 'send', text: 'Hi', now: Date.now() })
    chat.dispatch({ type: 'submitDetails', details: { customerEmail: 'zoe@example.nl', customerName: '' }, now: Date.now() })
    await vi.advanceTimersByTimeAsync(0)
    expect(chat.getState().entries.at(-1)?.kind).toBe('failure')
    expect(chat.getState().conversationId).toBeNull()
  })
})
