import type { ChatAdminApi, ChatConversationRecord, ChatFilters, ChatMessageRecord, UnansweredQuestion } from './chat-types'

/** Example conversations and a stand-in server for the chat management stories. */
const conversationBase = {
  start_page: '/services/tandem-jumps',
  closed_at: '',
  customer_mail: 'sent',
  transcript_mail: 'sent',
  staff_mail: 'sent',
  handled: false,
  handled_by: '',
  handled_at: '',
} as const

export const exampleConversations: ChatConversationRecord[] = [
  {
    ...conversationBase,
    id: 'k3v9q1m7x2c8b4n6z0p5r1t7y3w9e2a4',
    created: '2026-11-24 09:12:00.000Z',
    customer_name: 'Sanne de Vries',
    customer_email: 'sanne@example.nl',
    locale: 'en',
    status: 'closed',
    closed_by: 'manual',
    closed_at: '2026-11-24 09:20:00.000Z',
    last_activity_at: '2026-11-24 09:18:00.000Z',
    message_count: 6,
    unanswered_count: 1,
  },
  {
    ...conversationBase,
    id: 'a8d2f6h0j4l8n2p6r0t4v8x2z6b0d4f8',
    created: '2026-11-24 08:40:00.000Z',
    customer_name: '',
    customer_email: 'pieter@example.nl',
    locale: 'nl',
    start_page: '/nl/weer',
    status: 'open',
    closed_by: '',
    last_activity_at: '2026-11-24 08:44:00.000Z',
    message_count: 2,
    unanswered_count: 0,
    customer_mail: 'not_due',
    transcript_mail: 'not_due',
    staff_mail: 'not_due',
  },
  {
    ...conversationBase,
    id: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6',
    created: '2026-11-20 15:02:00.000Z',
    customer_name: 'Lotte Smit',
    customer_email: 'lotte@example.nl',
    locale: 'nl',
    status: 'closed',
    closed_by: 'auto',
    closed_at: '2026-11-20 15:20:00.000Z',
    last_activity_at: '2026-11-20 15:05:00.000Z',
    message_count: 4,
    unanswered_count: 1,
    staff_mail: 'failed',
    handled: true,
    handled_by: 'eva@parapro.test',
    handled_at: '2026-11-21 08:30:00.000Z',
  },
]

const messageBase = {
  sources: null,
  handoff: false,
  kind: '',
  intents: '',
  unanswered: false,
  handled: false,
  handled_by: '',
  handled_at: '',
} as const

const sanne = exampleConversations[0]!.id
const pieter = exampleConversations[1]!.id
const lotte = exampleConversations[2]!.id

const exampleMessages: ChatMessageRecord[] = [
  {
    ...messageBase,
    id: 'msg000000000001',
    created: '2026-11-24 09:12:00.000Z',
    conversation: sanne,
    role: 'user',
    content: 'How much may I weigh for a tandem jump?',
    locale: 'en',
  },
  {
    ...messageBase,
    id: 'msg000000000002',
    created: '2026-11-24 09:12:00.500Z',
    conversation: sanne,
    role: 'assistant',
    content: 'For a tandem jump you may weigh at most 100 kg.',
    locale: 'en',
    sources: [{ title: 'Frequently asked questions about skydiving', url: '/faq' }],
    kind: 'intent',
    intents: 'weight',
  },
  {
    ...messageBase,
    id: 'msg000000000003',
    created: '2026-11-24 09:14:00.000Z',
    conversation: sanne,
    role: 'user',
    content: 'Can my dog watch from the field?',
    locale: 'en',
    unanswered: true,
  },
  {
    ...messageBase,
    id: 'msg000000000004',
    created: '2026-11-24 09:14:00.500Z',
    conversation: sanne,
    role: 'assistant',
    content: 'I am not sure about that, and I would rather not guess. A colleague can answer it.',
    locale: 'en',
    handoff: true,
    kind: 'unknown',
  },
  {
    ...messageBase,
    id: 'msg000000000005',
    created: '2026-11-24 09:18:00.000Z',
    conversation: sanne,
    role: 'user',
    content: 'ok thanks',
    locale: 'en',
  },
  {
    ...messageBase,
    id: 'msg000000000006',
    created: '2026-11-24 09:18:00.500Z',
    conversation: sanne,
    role: 'assistant',
    content: 'You are welcome.',
    locale: 'en',
    kind: 'intent',
    intents: 'thanks',
  },
  {
    ...messageBase,
    id: 'msg000000000007',
    created: '2026-11-24 08:40:00.000Z',
    conversation: pieter,
    role: 'user',
    content: 'kunnen we morgen springen op texel',
    locale: 'nl',
  },
  {
    ...messageBase,
    id: 'msg000000000008',
    created: '2026-11-24 08:40:00.500Z',
    conversation: pieter,
    role: 'assistant',
    content: 'Volgens de weersverwachting voor Vliegveld Texel kan er morgen niet gesprongen worden: wind tot 11,2 m/s, grens 7 m/s.',
    locale: 'nl',
    sources: [
      {
        title: 'Parachutespringweer: Vliegveld Texel',
        url: '/nl/weer?location=texel',
      },
    ],
    kind: 'intent',
    intents: 'weather-forecast',
  },
  {
    ...messageBase,
    id: 'msg000000000009',
    created: '2026-11-20 15:02:00.000Z',
    conversation: lotte,
    role: 'user',
    content: 'mag mijn drone mee in het vliegtuig',
    locale: 'nl',
    unanswered: true,
    handled: true,
    handled_by: 'eva@parapro.test',
    handled_at: '2026-11-21 08:30:00.000Z',
  },
  {
    ...messageBase,
    id: 'msg000000000010',
    created: '2026-11-20 15:02:00.500Z',
    conversation: lotte,
    role: 'assistant',
    content: 'Dat weet ik niet zeker, en ik gok liever niet.',
    locale: 'nl',
    handoff: true,
    kind: 'unknown',
  },
]

export interface FakeChats extends ChatAdminApi {
  /** Announces a new conversation as the realtime connection would. */
  arrive(conversation: ChatConversationRecord): void
  calls: string[]
}

const page = <T>(items: T[]) => ({
  items,
  totalItems: items.length,
  page: 1,
  totalPages: 1,
})

function matches(record: ChatConversationRecord, filters: ChatFilters, messages: ChatMessageRecord[]): boolean {
  const search = filters.search?.trim().toLowerCase()
  const said = messages.filter((message) => message.conversation === record.id).map((message) => message.content)
  return (
    (!filters.status || record.status === filters.status) &&
    (!filters.closedBy || record.closed_by === filters.closedBy) &&
    (!filters.locale || record.locale === filters.locale) &&
    (!filters.handled || record.handled === (filters.handled === 'handled')) &&
    (!filters.unanswered || record.unanswered_count > 0) &&
    (!search || [record.customer_name, record.customer_email, ...said].some((text) => text.toLowerCase().includes(search)))
  )
}

/**
 * Filters by everything but the dates: enough to show the screen's states. `failing` refuses every
 * read as the server refuses a caller without the rights; `loading` never answers one.
 */
export function fakeChatApi({ failing = false, loading = false }: { failing?: boolean; loading?: boolean } = {}): FakeChats {
  let conversations = exampleConversations.map((record) => ({ ...record }))
  let messages = exampleMessages.map((record) => ({ ...record }))
  const listeners = new Set<(conversation: ChatConversationRecord) => void>()
  const calls: string[] = []
  const denied = () => Promise.reject(Object.assign(new Error('forbidden'), { status: 403 }))
  const waitForever = () => new Promise<never>(() => {})
  const stamp = (handled: boolean) => ({
    handled,
    handled_by: handled ? 'eva@parapro.test' : '',
    handled_at: handled ? '2026-11-24 10:00:00.000Z' : '',
  })
  return {
    calls,
    arrive: (conversation) => {
      conversations = [conversation, ...conversations]
      listeners.forEach((listener) => listener(conversation))
    },
    list: async (filters) => (loading ? waitForever() : failing ? denied() : page(conversations.filter((record) => matches(record, filters, messages)))),
    conversation: async (id) =>
      loading ? waitForever() : (conversations.find((record) => record.id === id) ?? Promise.reject(Object.assign(new Error('missing'), { status: 404 }))),
    transcript: async (id) => (loading ? waitForever() : messages.filter((message) => message.conversation === id)),
    unanswered: async (_page, withHandled) => {
      if (loading) return waitForever()
      if (failing) return denied()
      const questions: UnansweredQuestion[] = messages
        .filter((message) => message.unanswered && (withHandled || !message.handled))
        .map((message) => ({
          ...message,
          expand: {
            conversation: conversations.find((record) => record.id === message.conversation),
          },
        }))
      return page(questions)
    },
    markConversation: async (id, handled) => {
      calls.push(`conversation ${id} ${handled}`)
      conversations = conversations.map((record) => (record.id === id ? { ...record, ...stamp(handled) } : record))
      return conversations.find((record) => record.id === id)!
    },
    markQuestion: async (id, handled) => {
      calls.push(`question ${id} ${handled}`)
      messages = messages.map((record) => (record.id === id ? { ...record, ...stamp(handled) } : record))
      return messages.find((record) => record.id === id)!
    },
    watch: async (onNew) => {
      listeners.add(onNew)
      return () => listeners.delete(onNew)
    },
  }
}
