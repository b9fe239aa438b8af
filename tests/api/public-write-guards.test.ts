import http from 'node:http'
import net from 'node:net'
import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { enquirySamples } from '../support/enquiry-samples'
import { readMailbox, waitForMail } from '../support/mailbox'
import { superuserClient } from '../support/pocketbase'
import { unconfirmedMailsPerAddressPerDay } from '../../src/lib/mail-limits'

let ipCounter = 1
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`
const key = () => randomUUID().replaceAll('-', '')

interface ChunkedAnswer {
  /** The answer, when the client could read it before the server closed the connection. */
  status?: number
  body?: string
  /** Bytes the server let the client write before it answered or closed the connection. */
  bytesSent: number
}

/** A chunked POST (no Content-Length) of up to `total` bytes, sent until the server answers or hangs up. */
function postChunked(path: string, total: number): Promise<ChunkedAnswer> {
  const url = new URL(path, inject('pbUrl'))
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', 'X-Forwarded-For': nextIp() },
    })
    let bytesSent = 0
    let ended = false
    request.on('response', (response) => {
      ended = true
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, bytesSent }))
    })
    // A server that stops reading closes the connection; the client may see that before the answer.
    request.on('error', (error) => {
      if (ended) return
      ended = true
      if ('code' in error && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) resolve({ bytesSent })
      else reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, ' ')
    request.write('{"name": "Zoe", "message": "')
    const pump = () => {
      while (bytesSent < total && !ended) {
        bytesSent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!ended) request.end('"}')
    }
    pump()
  })
}

function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${inject('pbUrl')}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers },
    body,
  })
}

describe('body caps of the public write routes', () => {
  it.each([
    ['/api/site/enquiries', 10 * 1024 * 1024],
    ['/api/site/newsletter', 1024 * 1024],
    ['/api/site/newsletter', 10 * 1024 * 1024],
  ])('%s stops reading a chunked body of %i bytes at its cap', async (path, size) => {
    const answer = await postChunked(path, size)
    if (answer.status === undefined) {
      // The server hung up before the client could read its answer: the body was not read to its end.
      expect(answer.bytesSent).toBeLessThan(size)
    } else {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body ?? '')).toMatchObject({ code: 'request.tooLarge', message: 'Form validation failed. Please check your input.' })
    }
    // Socket buffers take a few megabytes before the server's refusal reaches the client, never ten.
    expect(answer.bytesSent).toBeLessThan(8 * 1024 * 1024)
  })

  it.each([
    ['/api/site/enquiries', 70 * 1024],
    ['/api/site/newsletter', 9 * 1024],
  ])('%s refuses a declared body of %i bytes in the visitor’s language', async (path, size) => {
    const response = await postJson(path, JSON.stringify({ name: 'x'.repeat(size) }), { 'Accept-Language': 'nl-NL,nl;q=0.9' })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      code: 'request.tooLarge',
      message: 'Het formulier bevat ongeldige invoer. Controleer uw gegevens.',
    })
  })
})

describe('who may call the public write routes from a browser', () => {
  const preflight = (origin: string) =>
    fetch(`${inject('pbUrl')}/api/site/enquiries`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })

  it('allows the site’s own origin', async () => {
    const response = await preflight(inject('pbUrl'))
    expect(response.headers.get('access-control-allow-origin')).toBe(inject('pbUrl'))
  })

  it('refuses any other origin', async () => {
    const response = await preflight('https://evil.example')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('rate-limit answers', () => {
  it('carry Retry-After when PocketBase’s own limiter refuses (newsletter, 5 a minute)', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postJson('/api/site/newsletter', JSON.stringify({ name: 'Fleur', email: `flood${attempt}@example.nl`, locale: 'nl' }), {
        'X-Forwarded-For': ip,
      })
      statuses.push(response.status)
      retryAfter = response.headers.get('retry-after')
    }
    expect(statuses.at(-1)).toBe(429)
    expect(retryAfter).toBe('60')
  })

  // PocketBase checks these in the collection route itself ("*:auth", "*:requestPasswordReset"),
  // not under the path's rule ("/api/", 10 s): the answer must name the window that refused.
  it.each([
    ['a staff sign-in (5 a minute)', '/api/collections/staff/auth-with-password', () => ({ identity: 'nobody@parapro.test', password: 'wrong password 1' }), 6],
    ['a password reset (3 a minute)', '/api/collections/staff/request-password-reset', () => ({ email: 'nobody@parapro.test' }), 4],
  ])('carry the window of the collection’s own rule on %s', async (_name, path, body, attempts) => {
    const ip = nextIp()
    const answers: { status: number; retryAfter: string | null }[] = []
    for (let attempt = 0; attempt < attempts; attempt++) {
      const response = await postJson(path, JSON.stringify(body()), { 'X-Forwarded-For': ip })
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
    }
    expect(answers.at(-2)?.status).not.toBe(429)
    expect(answers.at(-1)).toEqual({ status: 429, retryAfter: '60' })
  })
})

describe('the two mails of an enquiry of each tab, read from the stored record', () => {
  it.each(enquirySamples)('$formType', async (sample) => {
    const email = `mail-${sample.formType}-${key().slice(0, 8)}@example.nl`
    const response = await postJson('/api/site/enquiries', JSON.stringify({ ...sample.body, email, idempotencyKey: key() }))
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const staff = await waitForMail(inject('mailboxUrl'), (mail) => mail.text.includes(`Reference: ${id}`), 10_000)
    for (const line of sample.staffLines) expect(staff.text.split('\n')).toContain(line)
    expect(staff.text).not.toMatch(/^\d+: \d+$/m)
    const customer = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email), 10_000)
    expect(customer.subject).toContain(sample.customerSubject)
    for (const line of sample.customerLines) expect(customer.text.split('\n')).toContain(line)
    for (const typed of sample.customerAbsent) expect(customer.text).not.toContain(typed)
  })
})

describe('slow clients', () => {
  /** A POST whose body never comes: the headers promise 2 KB, ten bytes arrive, then nothing. */
  function holdSlowBody(path: string): Promise<net.Socket> {
    const { hostname, port } = new URL(inject('pbUrl'))
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 2048\r\nX-Forwarded-For: ${nextIp()}\r\n\r\n{"name":"S`,
        )
        resolve(socket)
      })
      socket.on('error', () => {}) // the server may close it; that is the point
      socket.once('error', reject)
    })
  }

  it('100 unfinished bodies hold nothing up: an enquiry still answers within a second, and they get 408', async () => {
    const sockets = await Promise.all(Array.from({ length: 100 }, (_, i) => holdSlowBody(i % 2 ? '/api/site/enquiries' : '/api/site/chat')))
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = ''
          socket.on('data', (chunk) => (text += chunk.toString()))
          socket.on('close', () => resolve(text))
        }),
    )
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const [sample] = enquirySamples
      const started = performance.now()
      const response = await postJson('/api/site/enquiries', JSON.stringify({ ...sample!.body, email: `slow-${key().slice(0, 8)}@example.nl`, idempotencyKey: key() }))
      const elapsed = performance.now() - started
      expect(response.status).toBe(201)
      expect(elapsed).toBeLessThan(1000)
      // the server does not wait for them past its read timeout (10 s)
      const first = await Promise.race([answers[1]!, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 15_000))])
      expect(first).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      for (const socket of sockets) socket.destroy()
    }
  }, 30_000)
})

describe('no relay through the company’s sender', () => {
  it(`sends one address at most ${unconfirmedMailsPerAddressPerDay} mails a day from the forms, whoever sends them and from wherever`, async () => {
    const email = `target-${key().slice(0, 8)}@example.nl`
    const [sample] = enquirySamples
    const ids: string[] = []
    for (let i = 0; i <= unconfirmedMailsPerAddressPerDay; i++) {
      const response = await postJson('/api/site/enquiries', JSON.stringify({ ...sample!.body, email, idempotencyKey: key() }))
      expect(response.status).toBe(201)
      ids.push(((await response.json()) as { id: string }).id)
    }
    // every enquiry is stored and reaches the company; the confirmations stop at the limit
    for (const id of ids) await waitForMail(inject('mailboxUrl'), (mail) => mail.text.includes(`Reference: ${id}`))
    await new Promise((resolve) => setTimeout(resolve, 500))
    const confirmations = (await readMailbox(inject('mailboxUrl'))).filter((mail) => mail.to.includes(email))
    expect(confirmations).toHaveLength(unconfirmedMailsPerAddressPerDay)
    const last = await superuserClient().collection('enquiries').getOne(ids.at(-1)!)
    expect(last.customer_mail).toBe('limited')

    // the newsletter's confirmation to that address counts against the same day
    const signUp = await postJson('/api/site/newsletter', JSON.stringify({ name: 'Target', email, locale: 'en' }))
    expect(signUp.status).toBe(200)
    const subscriber = await superuserClient().collection('newsletter_subscribers').getFirstListItem(`email = "${email}"`)
    expect(subscriber.confirm_mail).toBe('limited')
    expect((await readMailbox(inject('mailboxUrl'))).filter((mail) => mail.to.includes(email))).toHaveLength(unconfirmedMailsPerAddressPerDay)
  })
})
