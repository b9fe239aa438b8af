import http from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readMailbox, sentTo, waitForMail, type MailMessage } from '../support/mailbox'
import { anonymousClient, superuserClient } from '../support/pocketbase'

let ipCounter = 1
/** Every call comes from its own address unless told otherwise, so the per-visitor limits stay out of the way. */
const nextIp = () => `198.51.${100 + Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`

function post(path: string, body: unknown, options: { ip?: string; contentType?: string; raw?: string; language?: string } = {}) {
  return fetch(`${inject('pbUrl')}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.contentType ?? 'application/json',
      'X-Forwarded-For': options.ip ?? nextIp(),
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  })
}

const chat = (body: unknown, options?: Parameters<typeof post>[2]) => post('/api/site/chat', body, options)
const close = (body: unknown, options?: Parameters<typeof post>[2]) => post('/api/site/chat/close', body, options)

let emailCounter = 1
const uniqueEmail = () => `chat-${Date.now()}-${emailCounter++}@example.nl`

async function start(message: string, extra: Record<string, unknown> = {}, ip?: string) {
  const response = await chat({ message, customerEmail: uniqueEmail(), customerName: 'Sanne de Vries', locale: 'en', page: '/services/tandem-jumps', ...extra }, { ip })
  expect(response.status).toBe(200)
  return (await response.json()) as { response: string; conversationId: string; sources: { title: string; url: string }[]; handoff: boolean; locale: string }
}

const admin = () => superuserClient()

describe('POST /api/site/chat', () => {
  it('starts a conversation on the first message and answers with its sources', async () => {
    const reply = await start('How much may I weigh for a tandem jump?')
    expect(reply.conversationId).toMatch(/^[a-z0-9]{32}$/)
    expect(reply.response).toContain('100 kg')
    expect(reply.sources).toEqual([
      { title: 'Frequently asked questions about skydiving', url: '/faq' },
      { title: 'Terms and conditions', url: '/terms' },
    ])
    expect(reply.handoff).toBe(false)
    const conversation = await admin().collection('chat_conversations').getOne(reply.conversationId)
    expect(conversation).toMatchObject({ customer_name: 'Sanne de Vries', locale: 'en', start_page: '/services/tandem-jumps', status: 'open', message_count: 2, customer_mail: 'not_due' })
    const messages = await admin().collection('chat_messages').getFullList({ filter: `conversation = "${reply.conversationId}"`, sort: 'created' })
    expect(messages.map((message) => [message.role, message.kind])).toEqual([['user', ''], ['assistant', 'intent']])
  })

  it('continues the conversation with its id and ignores details sent again', async () => {
    const first = await start('hello')
    const second = await chat({ message: 'Wat kost een tandemsprong?', conversationId: first.conversationId, customerEmail: 'other@example.nl', locale: 'en' })
    const body = await second.json()
    expect(second.status).toBe(200)
    expect(body).toMatchObject({ conversationId: first.conversationId, locale: 'nl', handoff: true })
    expect(body.response).toContain('op aanvraag')
    expect(body.response).not.toMatch(/€\s*\d|\d+\s*euro/i)
    const conversation = await admin().collection('chat_conversations').getOne(first.conversationId)
    expect(conversation.message_count).toBe(4)
    expect(conversation.customer_email).not.toBe('other@example.nl')
    expect(conversation.locale).toBe('nl')
  })

  it('keeps a question it could not answer for staff', async () => {
    const reply = await start('How high do you jump from?')
    expect(reply.handoff).toBe(true)
    const [question] = await admin().collection('chat_messages').getFullList({ filter: `conversation = "${reply.conversationId}" && role = "user"` })
    expect(question).toMatchObject({ unanswered: true, handled: false, content: 'How high do you jump from?' })
    expect((await admin().collection('chat_conversations').getOne(reply.conversationId)).unanswered_count).toBe(1)
  })

  it('asks for an e-mail address before the first message, in the visitor’s language', async () => {
    const missing = await chat({ message: 'hallo', locale: 'nl' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', errors: { customerEmail: { code: 'email.invalid', message: 'Vul een geldig e-mailadres in' } } })
    const badName = await chat({ message: 'hello', customerEmail: uniqueEmail(), customerName: '<b>', locale: 'en' })
    expect((await badName.json()).errors.customerName.code).toBe('name.characters')
    const noName = await chat({ message: 'hello', customerEmail: uniqueEmail(), customerName: '', locale: 'en' })
    expect(noName.status).toBe(200)
  })

  it.each([
    ['blank', { message: '   ' }, 'chat.blank', 'Typ een bericht.'],
    ['not text', { message: 42 }, 'chat.blank', 'Typ een bericht.'],
    ['over 1,000 characters', { message: 'a'.repeat(1001) }, 'chat.tooLong', 'Uw bericht is te lang: houd het bij maximaal 1000 tekens.'],
    ['a script', { message: 'hi <script>alert(1)</script>' }, 'chat.flagged', 'Uw bericht bevat code of te veel links en kan daarom niet worden verstuurd. Formuleer het anders.'],
    ['an event handler', { message: '<img src=x onerror=alert(1)>' }, 'chat.flagged', undefined],
    ['four links', { message: 'see http://a.nl http://b.nl http://c.nl www.d.nl' }, 'chat.flagged', undefined],
  ])('refuses a message that is %s, saying why in the visitor’s language', async (_, body, code, message) => {
    const response = await chat({ ...body, customerEmail: uniqueEmail(), locale: 'nl' })
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.code).toBe(code)
    if (message) expect(answer.message).toBe(message)
  })

  it('accepts a message of exactly 1,000 characters', async () => {
    const response = await chat({ message: `${'tandem '.repeat(142)}jump?!`.slice(0, 1000), customerEmail: uniqueEmail(), locale: 'en' })
    expect(response.status).toBe(200)
  })

  it('answers 404 for a conversation that does not exist, is malformed or has ended', async () => {
    for (const conversationId of ['a'.repeat(32), 'short', '../../etc', 7]) {
      const response = await chat({ message: 'hello', conversationId, locale: 'en' })
      expect(response.status, String(conversationId)).toBe(404)
      expect((await response.json()).code).toBe('chat.ended')
    }
    const { conversationId } = await start('hello')
    expect((await close({ conversationId, isAutoClose: false })).status).toBe(200)
    const after = await chat({ message: 'are you there?', conversationId, locale: 'en' })
    expect(after.status).toBe(404)
    expect((await after.json()).message).toBe('This conversation has ended. Send your message again to start a new one.')
  })

  it('refuses bodies that are not a JSON object', async () => {
    expect((await chat(null, { contentType: 'text/plain', raw: 'hello' })).status).toBe(415)
    expect((await chat(null, { raw: '{"message": ' })).status).toBe(400)
    expect((await chat(null, { raw: '["hello"]' })).status).toBe(400)
  })

  it('refuses a body over its cap in the language the browser asks for', async () => {
    const response = await chat({ message: 'x'.repeat(20 * 1024), customerEmail: uniqueEmail() }, { language: 'nl-NL,nl;q=0.9' })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'request.tooLarge', message: 'Uw bericht is te lang: houd het bij maximaal 1000 tekens.' })
  })

  it('stops reading a chunked body at its cap', async () => {
    const url = new URL('/api/site/chat', inject('pbUrl'))
    const outcome = await new Promise<{ status?: number; bytesSent: number }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', 'X-Forwarded-For': nextIp() } })
      let bytesSent = 0
      let ended = false
      request.on('response', (response) => {
        ended = true
        response.resume()
        resolve({ status: response.statusCode, bytesSent })
      })
      request.on('error', (error) => {
        if (ended) return
        ended = true
        if ('code' in error && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) resolve({ bytesSent })
        else reject(error)
      })
      const chunk = Buffer.alloc(64 * 1024, ' ')
      request.write('{"message": "')
      const pump = () => {
        while (bytesSent < 10 * 1024 * 1024 && !ended) {
          bytesSent += chunk.length
          if (!request.write(chunk)) return void request.once('drain', pump)
        }
        if (!ended) request.end('"}')
      }
      pump()
    })
    if (outcome.status !== undefined) expect(outcome.status).toBe(413)
    // Socket buffers take a few megabytes before the refusal reaches the client, never ten.
    expect(outcome.bytesSent).toBeLessThan(8 * 1024 * 1024)
  })

  it('limits each visitor to 12 messages a minute and says when to retry', async () => {
    const ip = nextIp()
    const { conversationId } = await start('hello', {}, ip)
    for (let sent = 1; sent < 12; sent++) expect((await chat({ message: `question ${sent}`, conversationId, locale: 'en' }, { ip })).status).toBe(200)
    const limited = await chat({ message: 'one more', conversationId, locale: 'nl' }, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await limited.json()).message).toBe('U stuurt heel snel berichten. Wacht even en probeer het opnieuw.')
    // Another visitor is not affected.
    expect((await chat({ message: 'hello', conversationId, locale: 'en' })).status).toBe(200)
  })

  it('limits each visitor to 6 new conversations in 10 minutes', async () => {
    const ip = nextIp()
    for (let started = 0; started < 6; started++) await start('hello', {}, ip)
    const limited = await chat({ message: 'hello', customerEmail: uniqueEmail(), locale: 'en' }, { ip })
    expect(limited.status).toBe(429)
    expect((await limited.json()).code).toBe('request.rateLimited')
  })

  it('keeps conversations and messages from anyone but staff', async () => {
    const { conversationId } = await start('hello')
    const visitor = anonymousClient()
    for (const collection of ['chat_conversations', 'chat_messages']) {
      // the staff rule filters every record out for a visitor (tests/api/staff-rights.test.ts has every caller)
      expect((await visitor.collection(collection).getList()).items).toEqual([])
      await expect(visitor.collection(collection).create({ role: 'user', content: 'x' })).rejects.toMatchObject({ status: expect.any(Number) })
    }
    await expect(visitor.collection('chat_conversations').getOne(conversationId)).rejects.toMatchObject({ status: 404 })
  })
})

describe('can we jump on a day: the weather dashboard\'s verdict', () => {
  // The Open-Meteo replay (tests/support/open-meteo-replay.ts) moves its recordings to today: a good
  // day at the base, a windy one on Texel.
  const replayUrl = inject('weatherReplayUrl')

  it('answers for the base with the verdict of the day asked, and links the weather page', async () => {
    await fetch(`${replayUrl}/__replay/reset`, { method: 'POST' })
    const reply = await start('Can we jump tomorrow?')
    expect(reply.response).toMatch(/^According to the forecast for Teuge Airport \(Apeldoorn\), (we can jump tomorrow \(\d+ \w+\) in these hours: \d+:00-\d+:00|we cannot jump tomorrow \(\d+ \w+\): )/)
    expect(reply.response).not.toContain('I cannot check the forecast')
    expect(reply.sources.map((source) => source.url)).toEqual(['/weather'])
  })

  it('answers for the place named, in Dutch, with the reasons', async () => {
    await fetch(`${replayUrl}/__replay/reset`, { method: 'POST' })
    // Tomorrow, not today: late in the evening today has hardly any hours left to judge.
    const reply = await start('kunnen we morgen springen op texel?', { locale: 'nl' })
    expect(reply.locale).toBe('nl')
    expect(reply.response).toMatch(/^Volgens de weersverwachting voor Vliegveld Texel kan er morgen \(\d+ \w+\) niet gesprongen worden: (wind|windstoten) \d+(,\d)? m\/s/)
    expect(reply.sources.map((source) => source.url)).toEqual(['/nl/weer'])
  })

  it('falls back to the weather minimums when the forecast cannot be had', async () => {
    await fetch(`${replayUrl}/__replay/mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode: 'down' }) })
    try {
      // Tomorrow: a weekday further off than the forecast's three days gets 'ask again closer to the day'.
      const reply = await start('can we jump tomorrow in hoogeveen?')
      expect(reply.response).toMatch(/^(I cannot check the forecast for a particular day here|According to the forecast for Hoogeveen Airfield)/)
    } finally {
      await fetch(`${replayUrl}/__replay/reset`, { method: 'POST' })
      // The failed call put the location in a back-off; the weather route's tests ask for it next.
      const waiting = await admin().collection('weather_cache').getFullList({ filter: 'lease_until > 0' })
      for (const row of waiting) await admin().collection('weather_cache').update(row.id, { lease_until: 0 })
    }
  })
})

describe('the business details staff keep in the settings record', () => {
  let original: Record<string, unknown>
  const settings = () => admin().collection('site_settings')
  const update = (values: Record<string, unknown>) => settings().update(String(original.id), values)

  beforeAll(async () => {
    original = await settings().getFirstListItem('')
  })
  afterAll(async () => {
    const { phone, whatsapp, email, street, postal_code, locality, opening_hours, prices } = original
    await update({ phone, whatsapp, email, street, postal_code, locality, opening_hours, prices })
  })

  it('are in the next answer after staff change them, without a restart', async () => {
    await update({ phone: '+31 6 1234 5678', whatsapp: '', prices: { 'tandem-jumps': 275 } })
    const price = await start('How much does a tandem jump cost?')
    expect(price.response).toMatch(/^A tandem jump costs from EUR 275\. /)
    expect(price.response).toContain('call us at +31 6 1234 5678 or e-mail us at')
    expect(price.response).not.toContain('WhatsApp')
    const dutch = await start('Wat kost een tandemsprong?', { locale: 'nl' })
    expect(dutch.response).toMatch(/^Een tandemsprong kost vanaf € 275\. /)

    await update({ opening_hours: [{ days: ['Tu', 'We', 'Th'], opens: '08:30', closes: '17:00' }], street: 'Hangaarweg 3', postal_code: '8224 AB', locality: 'Lelystad' })
    expect((await start('What are your office hours?')).response).toMatch(/^Office hours: Tuesday to Thursday 8:30-17:00 \(Central European Time\)\. /)
    expect((await start('Where are you located?')).response).toContain('Our base is at Hangaarweg 3, 8224 AB Lelystad')
  })

  it('are not mentioned when not set, in the answers or the transcript', async () => {
    await update({ phone: '', whatsapp: '', prices: {} })
    const email = uniqueEmail()
    const first = await chat({ message: 'Can I talk to a person?', customerEmail: email, locale: 'en' })
    const { response, conversationId } = (await first.json()) as { response: string; conversationId: string }
    expect(response).toMatch(/^Of course\. A colleague is happy to help: e-mail us at \S+ or choose "Talk to a person"/)
    expect(response).not.toMatch(/call us|WhatsApp|\+31/)
    const price = await chat({ message: 'How much does a tandem jump cost?', conversationId, locale: 'en' })
    expect(((await price.json()) as { response: string }).response).toMatch(/^Our prices are on request/)

    expect((await close({ conversationId, isAutoClose: false })).status).toBe(200)
    const transcript = await requestTranscript(email)
    expect(transcript.text).toMatch(/Anything else\? Reply to this e-mail or send us a message at http:\/\/127\.0\.0\.1:\d+\/contact\./)
    expect(transcript.text).not.toMatch(/call us|\+31/)
  })
})

function transcriptLinkIn(offer: MailMessage): string {
  const link = /https?:\/\/\S+\/chat\/transcript\?token=[A-Za-z0-9]+/.exec(offer.text)?.[0]
  if (!link) throw new Error(`no transcript link in ${offer.text}`)
  return link
}

/** The offer mailed at the close, its link's button pressed, and the transcript that follows. */
async function requestTranscript(email: string, offer?: MailMessage): Promise<MailMessage> {
  const mail = offer ?? (await waitForMail(inject('mailboxUrl'), sentTo(email)))
  const pressed = await fetch(transcriptLinkIn(mail), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })
  expect(pressed.status).toBe(303)
  expect(pressed.headers.get('location')).toMatch(/\/chat\/transcript-sent$/)
  return waitForMail(inject('mailboxUrl'), (message) => sentTo(email)(message) && message.id !== mail.id)
}

describe('POST /api/site/chat/close', () => {
  it('offers the customer the transcript without a word of it, sends it after the button, and a copy to staff, once', async () => {
    const email = uniqueEmail()
    const first = await chat({ message: 'Hoe zwaar mag ik zijn? http://spam.example', customerEmail: email, customerName: 'Pieter Bakker', locale: 'nl', page: '/nl/faq' })
    const { conversationId } = await first.json()
    await chat({ message: 'En hoe lang van tevoren moet ik boeken?', conversationId, locale: 'nl' })
    expect((await close({ conversationId, isAutoClose: true })).status).toBe(200)

    const offer = await waitForMail(inject('mailboxUrl'), sentTo(email))
    expect(offer.subject).toBe('Het verslag van uw gesprek met ParaPro Skydiving')
    expect(offer.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/nl\/chat\/transcript\?token=[A-Za-z0-9]{40}/)
    for (const typed of ['Pieter', 'Hoe zwaar', 'spam.example', 'boeken']) expect(offer.text).not.toContain(typed)
    // opening the link sends nothing; the page's button does
    const link = transcriptLinkIn(offer)
    expect((await fetch(link)).status).toBe(200)
    expect((await admin().collection('chat_conversations').getOne(conversationId)).transcript_mail).toBe('not_due')

    const customer = await requestTranscript(email, offer)
    expect(customer.subject).toBe('Uw gesprek met ParaPro Skydiving')
    expect(customer.text).toContain('Beste Pieter Bakker,')
    expect(customer.text).toMatch(/\d\d:\d\d U: Hoe zwaar mag ik zijn\?/)
    expect(customer.text).toContain('Assistent: De gewichtsgrens voor een tandemsprong is 100 kg')
    expect(customer.text).toMatch(/Bron: Veelgestelde vragen over parachutespringen \(http:\/\/127\.0\.0\.1:\d+\/nl\/faq\)/)
    const staff = await waitForMail(inject('mailboxUrl'), (message) => message.subject === 'Chat transcript: Pieter Bakker <' + email + '>')
    expect(staff.text).toContain('Language: Dutch')
    expect(staff.text).toContain('closed automatically after inactivity')
    expect(staff.text).toMatch(/Started on: http:\/\/127\.0\.0\.1:\d+\/nl\/faq/)

    const conversation = await admin().collection('chat_conversations').getOne(conversationId)
    expect(conversation).toMatchObject({ status: 'closed', closed_by: 'auto', customer_mail: 'sent', staff_mail: 'sent', transcript_mail: 'sent' })
    // Closing again, or pressing the button again, sends nothing more.
    expect((await close({ conversationId, isAutoClose: false })).status).toBe(200)
    const again = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })
    expect(again.headers.get('location')).toBe('/nl/chat/transcript-sent')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const mails = (await readMailbox(inject('mailboxUrl'))).filter((message) => message.text.includes(conversationId.slice(0, 8)) || message.to.includes(email))
    expect(mails).toHaveLength(3)
    expect((await admin().collection('chat_conversations').getOne(conversationId)).closed_by).toBe('auto')
  })

  it('sends one transcript when two closes arrive at the same moment', async () => {
    const email = uniqueEmail()
    const response = await chat({ message: 'hello', customerEmail: email, locale: 'en' })
    const { conversationId } = await response.json()
    const answers = await Promise.all([close({ conversationId, isAutoClose: false }), close({ conversationId, isAutoClose: true })])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    await waitForMail(inject('mailboxUrl'), sentTo(email))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await readMailbox(inject('mailboxUrl'))).filter(sentTo(email))).toHaveLength(1)
  })

  it('sends one transcript when its button is pressed twice at the same moment', async () => {
    const email = uniqueEmail()
    const { conversationId } = await (await chat({ message: 'hello', customerEmail: email, locale: 'en' })).json()
    expect((await close({ conversationId, isAutoClose: false })).status).toBe(200)
    const offer = await waitForMail(inject('mailboxUrl'), sentTo(email))
    const press = () => fetch(transcriptLinkIn(offer), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })
    expect((await Promise.all([press(), press()])).map((answer) => answer.status)).toEqual([303, 303])
    await waitForMail(inject('mailboxUrl'), (message) => sentTo(email)(message) && message.id !== offer.id)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await readMailbox(inject('mailboxUrl'))).filter(sentTo(email))).toHaveLength(2)
  })

  it('sends an unknown transcript link to the page that says it no longer works', async () => {
    const pressed = await fetch(`${inject('pbUrl')}/chat/transcript?token=${'x'.repeat(40)}`, { method: 'POST', redirect: 'manual' })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/chat/transcript-invalid-link')
  })

  it('answers 404 for an unknown or malformed conversation, which the widget ignores', async () => {
    expect((await close({ conversationId: 'b'.repeat(32), isAutoClose: false })).status).toBe(404)
    expect((await close({ conversationId: { $ne: '' }, isAutoClose: false })).status).toBe(404)
    expect((await close(null, { raw: 'nope' })).status).toBe(400)
  })
})

describe('PocketBase’s own limiter', () => {
  it('guards the chat routes against floods of requests they refuse before counting', async () => {
    const settings = (await admin().settings.getAll()) as { rateLimits: { rules: { label: string; duration: number; maxRequests: number }[] } }
    expect(settings.rateLimits.rules).toContainEqual(expect.objectContaining({ label: 'POST /api/site/chat', duration: 60, maxRequests: 40 }))
    expect(settings.rateLimits.rules).toContainEqual(expect.objectContaining({ label: 'POST /api/site/chat/close', duration: 60, maxRequests: 20 }))
  })
})
