/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (POST {base}/chat/completions,
 * Bearer key, stream false), for the chat's model path. Its behaviour is switched per test:
 *
 *   grounded   answers with the first sentence of passage [1] of the prompt, cited as [1]
 *   price      states a price ("€ 249"), as a model that makes things up would
 *   weight     states a weight limit the site does not have
 *   unsupported  answers with claims no passage makes
 *   no-answer  says the passages do not answer (the prompt's marker)
 *   failing    answers 500
 *   slow       answers like "grounded", after `slowMs`
 *
 * Every request is recorded (body and Authorization header) for the tests to inspect.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeLlmMode = 'grounded' | 'price' | 'weight' | 'unsupported' | 'no-answer' | 'failing' | 'slow'

export interface RecordedModelRequest {
  authorization: string
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] }
}

export interface FakeLlm {
  /** The base URL to configure as LLM_API_URL (ends in /v1). */
  baseUrl: string
  key: string
  model: string
  setMode(mode: FakeLlmMode): void
  requests: RecordedModelRequest[]
  close(): Promise<void>
}

/** The first sentence of the "Text:" line of passage [1]. */
function firstPassageSentence(prompt: string): string {
  const passage = prompt.slice(prompt.indexOf('[1] '))
  const line = passage.split('\n').find((entry) => entry.startsWith('Text: ')) ?? ''
  const text = line.slice('Text: '.length)
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? text
  return `${sentence.trim()} [1]`
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  }
}

const madeUp: Partial<Record<FakeLlmMode, string>> = {
  price: 'A tandem jump costs € 249 per person, photos included. [1]',
  weight: 'You can make a tandem jump up to 120 kg body weight. [1]',
  unsupported: 'We also offer bungee jumping, free pizza and cheap flights to Spain every Sunday. [1]',
  'no-answer': 'NO_ANSWER',
}

export async function startFakeLlm(options: { slowMs?: number } = {}): Promise<FakeLlm> {
  const key = 'test-model-key'
  const model = 'test-model'
  let mode: FakeLlmMode = 'grounded'
  const requests: RecordedModelRequest[] = []
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}')
        return
      }
      const authorization = request.headers.authorization ?? ''
      const body = JSON.parse(raw) as RecordedModelRequest['body']
      requests.push({ authorization, body })
      const answer = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
      if (authorization !== `Bearer ${key}`) return answer(401, { error: { message: 'invalid key' } })
      if (mode === 'failing') return answer(500, { error: { message: 'the model is down' } })
      const prompt = body.messages.find((message) => message.role === 'user')?.content ?? ''
      const content = madeUp[mode] ?? firstPassageSentence(prompt)
      if (mode === 'slow') setTimeout(() => answer(200, completion(body.model, content)), options.slowMs ?? 12_000)
      else answer(200, completion(body.model, content))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    key,
    model,
    setMode: (next) => (mode = next),
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
