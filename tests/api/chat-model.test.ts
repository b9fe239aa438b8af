/**
 * The chat with a language model configured: its own PocketBase, pointed at a local
 * OpenAI-compatible stand-in (tests/support/fake-llm.ts), and at an SMTP port where nothing
 * listens, so a transcript mail fails here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeLlm, type FakeLlm } from '../support/fake-llm'
import { superuserClient } from '../support/pocketbase'
import { freePort, startStack, type Stack } from '../support/stack'

let stack: Stack
let llm: FakeLlm
let token: string
let ipCounter = 1

beforeAll(async () => {
  llm = await startFakeLlm({ slowMs: 15_000 })
  stack = await startStack({
    env: {
      LLM_API_URL: `${llm.baseUrl}/`,
      LLM_API_KEY: llm.key,
      LLM_MODEL: llm.model,
      PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      SMTP_PORT: String(await freePort()),
    },
  })
  token = await stack.superuserToken()
}, 90_000)

afterAll(async () => {
  await stack?.stop()
  await llm?.close()
})

beforeEach(() => {
  llm.setMode('grounded')
  llm.requests.length = 0
})

async function ask(message: string, locale: 'en' | 'nl' = 'en') {
  const response = await fetch(`${stack.pbUrl}/api/site/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${ipCounter++ % 250}` },
    body: JSON.stringify({ message, customerEmail: 'model@example.nl', locale }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { response: string; conversationId: string; sources: { url: string }[]; handoff: boolean }
}

async function modelNote(conversationId: string) {
  const [message] = await superuserClient(stack.pbUrl, token).collection('chat_messages').getFullList({ filter: `conversation = "${conversationId}" && role = "assistant"` })
  if (!message) throw new Error(`no answer stored for ${conversationId}`)
  return message
}

/** The answer of the engine alone, for a question the model would rephrase. */
const repackAnswer = 'Parachute packing, inspection and repair by our own riggers'

describe('the chat with a language model', () => {
  it('phrases the answer with the model from the passages it retrieved', async () => {
    const reply = await ask('do you repack reserve parachutes')
    expect(llm.requests).toHaveLength(1)
    const [request] = llm.requests
    expect(request!.authorization).toBe(`Bearer ${llm.key}`)
    expect(request!.body).toMatchObject({ model: llm.model, stream: false })
    expect(request!.body.messages[1]!.content).toContain('[1] Page: Services: demonstrations, tandem jumps, media and rigging\nHeading: Rigging and repairs\nText: Parachute packing')
    expect(reply.response).toBe('Parachute packing, inspection and repair by our own riggers, for your main and reserve parachutes.')
    expect(reply.sources).toEqual([{ title: 'Services: demonstrations, tandem jumps, media and rigging', url: '/services' }])
    expect(await modelNote(reply.conversationId)).toMatchObject({ kind: 'model', model_note: 'used' })
  })

  it('never asks the model what the facts answer exactly', async () => {
    const reply = await ask('How much does a tandem jump cost?')
    expect(llm.requests).toHaveLength(0)
    expect(reply.response).toContain('on request')
  })

  it.each([
    ['price', 'rejected: price'],
    ['weight', 'rejected: number 120'],
    ['unsupported', 'rejected: unsupported'],
    ['no-answer', 'rejected: no-answer'],
    ['failing', 'failed: Error: model answered 500'],
  ] as const)('gives the answer without the model when the model’s reply fails a check (%s)', async (mode, note) => {
    llm.setMode(mode)
    const reply = await ask('do you repack reserve parachutes')
    expect(llm.requests).toHaveLength(1)
    expect(reply.response).toContain(repackAnswer)
    expect(reply.response).not.toMatch(/€|249|120 kg|pizza/)
    expect((await modelNote(reply.conversationId)).model_note).toContain(note)
  })

  it('falls back within 8 seconds when the model is slow', async () => {
    llm.setMode('slow')
    const started = Date.now()
    const reply = await ask('do you repack reserve parachutes')
    const seconds = (Date.now() - started) / 1000
    expect(reply.response).toContain(repackAnswer)
    expect(seconds).toBeLessThan(8.5)
    expect((await modelNote(reply.conversationId)).model_note).toMatch(/^failed:/)
  }, 30_000)

  it('keeps a transcript whose mail failed, to send it later', async () => {
    const { conversationId } = await ask('hello')
    const closed = await fetch(`${stack.pbUrl}/api/site/chat/close`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversationId, isAutoClose: false }),
    })
    expect(closed.status).toBe(200)
    const conversation = await superuserClient(stack.pbUrl, token).collection('chat_conversations').getOne(conversationId)
    expect(conversation).toMatchObject({ status: 'closed', closed_by: 'manual', customer_mail: 'failed', staff_mail: 'failed', mail_attempts: 1 })
    expect(conversation.mail_last_error).not.toBe('')
    expect(new Date(conversation.mail_next_attempt_at.replace(' ', 'T')).getTime()).toBeGreaterThan(Date.now())
  })
})
