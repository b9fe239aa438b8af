/**
 * What staff do with the chat assistant's conversations: read them (the list with its filters and a
 * search through everything said), and mark a conversation or an unanswered question handled,
 * nothing else. The server writes who marked it and when, and the audit log keeps the change.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { chatFilter } from '~/features/staff/chats/chat-filter'
import { anonymousClient } from '../support/pocketbase'
import { callApi, createStaffAccount, enrolStaff, nextClientIp, type EnrolledAccount } from '../support/staff'

const superuser = () => ({ token: inject('superuserToken') })
let emailCounter = 1

/** A visitor's conversation through the real chat route: a question the assistant answers, then one it cannot. */
async function visitorConversation(marker: string): Promise<string> {
  const ip = nextClientIp()
  const send = async (message: string, conversationId?: string) => {
    const answer = await callApi('POST', '/api/site/chat', { ip, body: { message, conversationId, customerEmail: `chat-staff-${Date.now()}-${emailCounter++}@example.nl`, customerName: 'Noor Bakker', locale: 'en', page: '/faq' } })
    expect(answer.status).toBe(200)
    return String(answer.json.conversationId)
  }
  const id = await send('How much may I weigh for a tandem jump?')
  await send(`How high do you jump from with the ${marker} parachute?`, id)
  return id
}

const read = async (collection: string, id: string) => (await callApi('GET', `/api/collections/${collection}/records/${id}`, superuser())).json

async function auditEntries(recordId: string) {
  const filter = encodeURIComponent(`record_id = "${recordId}"`)
  const answer = await callApi('GET', `/api/collections/staff_audit_log/records?filter=${filter}&sort=created`, superuser())
  return answer.json.items as { staff_email: string; action: string; collection_name: string; changes: Record<string, { from: string; to: string }> }[]
}

async function unansweredQuestionOf(conversationId: string) {
  const filter = encodeURIComponent(`conversation = "${conversationId}" && unanswered = true`)
  const answer = await callApi('GET', `/api/collections/chat_messages/records?filter=${filter}`, superuser())
  return (answer.json.items as { id: string; content: string }[])[0]!
}

describe('staff and chat conversations', () => {
  let admin: EnrolledAccount
  beforeAll(async () => {
    admin = await enrolStaff(await createStaffAccount({ admin: true }))
  })

  it('a conversation is marked handled with who and when, and unmarked again', async () => {
    const id = await visitorConversation('red')
    const marked = await callApi('PATCH', `/api/collections/chat_conversations/records/${id}`, { token: admin.token, body: { handled: true } })
    expect(marked.status).toBe(200)
    const stored = await read('chat_conversations', id)
    expect(stored).toMatchObject({ handled: true, handled_by: admin.email, status: 'open', customer_name: 'Noor Bakker' })
    expect(Date.parse(String(stored.handled_at).replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000)

    const [entry] = await auditEntries(id)
    expect(entry).toMatchObject({ staff_email: admin.email, action: 'update', collection_name: 'chat_conversations' })
    expect(entry!.changes.handled).toEqual({ from: 'false', to: 'true' })
    expect(entry!.changes.handled_by).toEqual({ from: '', to: admin.email })

    expect((await callApi('PATCH', `/api/collections/chat_conversations/records/${id}`, { token: admin.token, body: { handled: false } })).status).toBe(200)
    expect(await read('chat_conversations', id)).toMatchObject({ handled: false, handled_by: '', handled_at: '' })
    expect(await auditEntries(id)).toHaveLength(2)
  })

  it('an unanswered question is marked handled on its own', async () => {
    const id = await visitorConversation('blue')
    const question = await unansweredQuestionOf(id)
    expect(question.content).toContain('blue parachute')
    const marked = await callApi('PATCH', `/api/collections/chat_messages/records/${question.id}`, { token: admin.token, body: { handled: true } })
    expect(marked.status).toBe(200)
    expect(await read('chat_messages', question.id)).toMatchObject({ handled: true, handled_by: admin.email, unanswered: true })
    expect(await read('chat_conversations', id)).toMatchObject({ handled: false })
    const [entry] = await auditEntries(question.id)
    expect(entry).toMatchObject({ collection_name: 'chat_messages', action: 'update' })
  })

  it.each([
    ['chat_conversations', 'the status', { status: 'closed' }],
    ['chat_conversations', 'the e-mail address next to handled', { handled: true, customer_email: 'someone-else@example.test' }],
    ['chat_conversations', 'who handled it', { handled: true, handled_by: 'someone-else@parapro.test' }],
    ['chat_conversations', 'the transcript mail', { customer_mail: 'sent' }],
    ['chat_messages', 'what the visitor wrote', { content: 'Rewritten' }],
    ['chat_messages', 'whether it was answered', { unanswered: false }],
    ['chat_messages', 'when it was handled', { handled: true, handled_at: '2020-01-01 00:00:00.000Z' }],
  ])('%s: %s cannot be changed', async (collection, _what, body) => {
    const conversation = await visitorConversation('green')
    const id = collection === 'chat_conversations' ? conversation : (await unansweredQuestionOf(conversation)).id
    const before = await read(collection, id)
    const answer = await callApi('PATCH', `/api/collections/${collection}/records/${id}`, { token: admin.token, body })
    expect(answer.status).toBe(400)
    expect(answer.json.code).toBe('chat.readOnly')
    expect(await read(collection, id)).toEqual(before)
    expect(await auditEntries(id)).toEqual([])
  })

  it('the list filters of the screen work, the search included', async () => {
    const id = await visitorConversation('violet')
    const pb = anonymousClient()
    pb.authStore.save(admin.token, null)
    const list = async (filters: Parameters<typeof chatFilter>[0]) => {
      const { expression, params } = chatFilter(filters)
      const page = await pb.collection('chat_conversations').getList(1, 50, { filter: pb.filter(expression, params), sort: '-created' })
      return page.items.map((item) => item.id)
    }
    expect(await list({ search: 'violet parachute' })).toEqual([id])
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
    expect(await list({ search: 'violet', status: 'open', locale: 'en', unanswered: true, handled: 'unhandled', from: day(-1), to: day(1) })).toEqual([id])
    expect(await list({ search: 'violet', to: day(-2) })).toEqual([])
    expect(await list({ search: 'violet', status: 'closed' })).toEqual([])
    expect(await list({ search: 'violet', handled: 'handled' })).toEqual([])
    expect(await list({ search: 'violet', locale: 'nl' })).toEqual([])
    // a visitor reaches nothing through the collection API, however it asks
    const visitor = anonymousClient()
    const { expression, params } = chatFilter({ search: 'violet' })
    expect((await visitor.collection('chat_conversations').getList(1, 50, { filter: visitor.filter(expression, params) })).items).toEqual([])
  })
})
