import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { readMailbox, waitForMail } from '../support/mailbox'
import { superuserClient } from '../support/pocketbase'
import { enquiryVectors } from '../vectors/expand'

const endpoint = () => `${inject('pbUrl')}/api/site/enquiries`
let ipCounter = 1

/** Each call comes from its own address unless told otherwise, so the 5-per-minute limit stays out of the way. */
function post(body: unknown, options: { ip?: string; contentType?: string; raw?: string } = {}) {
  const ip = options.ip ?? `198.51.100.${ipCounter++ % 250}`
  return fetch(endpoint(), {
    method: 'POST',
    headers: { 'Content-Type': options.contentType ?? 'application/json', 'X-Forwarded-For': ip },
    body: options.raw ?? JSON.stringify(body),
  })
}

const key = () => randomUUID().replaceAll('-', '')

async function storedWithKey(idempotencyKey: string) {
  return superuserClient()
    .collection('enquiries')
    .getFullList({ filter: `idempotency_key = "${idempotencyKey}"` })
}

describe('POST /api/site/enquiries: the shared vectors', () => {
  it.each(enquiryVectors)('$title', async ({ input, errors }) => {
    const idempotencyKey = key()
    const response = await post({ ...input, idempotencyKey })
    const body = await response.json()
    if (Object.keys(errors).length === 0) {
      expect(response.status).toBe(201)
      expect(await storedWithKey(idempotencyKey)).toHaveLength(1)
    } else {
      expect(response.status).toBe(400)
      const codes = Object.fromEntries(Object.entries(body.errors).map(([field, error]) => [field, (error as { code: string }).code]))
      expect(codes).toEqual(errors)
      expect(await storedWithKey(idempotencyKey)).toHaveLength(0)
    }
  })
})

const valid = {
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '06 12345678',
  service: 'tandem-jump',
  message: 'Wij willen graag een tandemsprong boeken voor mijn vader.',
  formType: 'contact',
  locale: 'nl',
}

describe('POST /api/site/enquiries: behaviour', () => {
  it('answers in the language of the form, with the spec message', async () => {
    const response = await post({ ...valid, name: 'S', idempotencyKey: key() })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(body.errors.name).toEqual({ code: 'name.tooShort', message: 'Naam moet minimaal 2 tekens bevatten' })
    const english = await (await post({ ...valid, locale: 'en', name: 'S', idempotencyKey: key() })).json()
    expect(english.errors.name.message).toBe('Name must be at least 2 characters')
  })

  it('stores the enquiry, ignores client-set server fields and mails staff and customer once', async () => {
    const idempotencyKey = key()
    const response = await post({
      ...valid,
      email: `first-${idempotencyKey.slice(0, 8)}@example.nl`,
      idempotencyKey,
      status: 'closed',
      staff_mail: 'sent',
      customer_mail: 'sent',
      mail_attempts: 99,
    })
    expect(response.status).toBe(201)
    const [record] = await storedWithKey(idempotencyKey)
    expect(record).toMatchObject({ status: 'new', locale: 'nl', form_type: 'contact', staff_mail: 'sent', customer_mail: 'sent', mail_attempts: 0 })

    const customerMail = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(record!.email), 10_000)
    expect(customerMail.subject).toMatch(/Wij hebben uw aanvraag ontvangen/)
    const staffMail = await waitForMail(inject('mailboxUrl'), (mail) => mail.text.includes(`Reference: ${record!.id}`), 10_000)
    expect(staffMail.text).toContain('Name: Sanne de Vries')
    expect(staffMail.text).toContain(`Email: ${record!.email}`)
    expect(staffMail.text).toContain('Service interest: Tandem Jump')
  })

  it('answers a repeated idempotency key with the first result and stores nothing new', async () => {
    const idempotencyKey = key()
    const body = { ...valid, email: `replay-${idempotencyKey.slice(0, 8)}@example.nl`, idempotencyKey }
    const first = await post(body)
    const second = await post(body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    const [a, b] = [await first.json(), await second.json()]
    expect(b).toEqual({ id: a.id, received: true, duplicate: true })
    expect(await storedWithKey(idempotencyKey)).toHaveLength(1)
    await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(body.email), 10_000)
    const confirmations = (await readMailbox(inject('mailboxUrl'))).filter((mail) => mail.to.includes(body.email))
    expect(confirmations).toHaveLength(1)
  })

  it('stores tandem details with their weight', async () => {
    const idempotencyKey = key()
    const response = await post({
      ...valid,
      formType: 'tandem',
      service: 'helicopter-jump',
      message: '',
      additionalData: { weight: 82, experience: 'none', date: '2027-06-12', unknownField: 'dropped' },
      idempotencyKey,
    })
    expect(response.status).toBe(201)
    const [record] = await storedWithKey(idempotencyKey)
    expect(record!.additional_data).toEqual({ weight: 82, experience: 'none', date: '2027-06-12' })
  })

  it.each([
    ['a form post', { contentType: 'application/x-www-form-urlencoded', raw: 'name=x' }, 415],
    ['plain text', { contentType: 'text/plain', raw: 'hello' }, 415],
    ['malformed JSON', { raw: '{"name": ' }, 400],
    ['an array', { raw: '[1,2,3]' }, 400],
    ['an oversized body', { raw: JSON.stringify({ ...valid, message: 'x'.repeat(70 * 1024) }) }, 413],
  ])('refuses %s with a 4xx and never a 5xx', async (_title, options, status) => {
    const response = await post(undefined, options)
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(typeof body.message).toBe('string')
  })

  it('refuses a missing or malformed idempotency key', async () => {
    expect((await post({ ...valid })).status).toBe(400)
    expect((await post({ ...valid, idempotencyKey: 'short' })).status).toBe(400)
  })

  it('limits each client to 5 enquiries a minute per form type, as the form counts, and says when to retry', async () => {
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post({ ...valid, email: `limit${attempt}@example.nl`, idempotencyKey: key() }, { ip })).status)
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    const limited = await post({ ...valid, idempotencyKey: key() }, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await limited.json()).message).toBe('U heeft te vaak verzonden. Wacht even voordat u het opnieuw probeert.')
    const tandem = { ...valid, formType: 'tandem', service: 'standard-tandem', message: '' }
    expect((await post({ ...tandem, idempotencyKey: key() }, { ip })).status).toBe(201)
    expect((await post({ ...valid, idempotencyKey: key() }, { ip: '203.0.113.78' })).status).toBe(201)
  })

  it('answers 409 when an idempotency key comes back with other content', async () => {
    const idempotencyKey = key()
    const body = { ...valid, email: `conflict-${idempotencyKey.slice(0, 8)}@example.nl`, idempotencyKey }
    expect((await post(body)).status).toBe(201)
    const changed = await post({ ...body, message: 'Een ander bericht, met dezelfde sleutel verstuurd.' })
    expect(changed.status).toBe(409)
    expect((await changed.json()).code).toBe('idempotency.conflict')
    expect((await post({ ...body, message: `  ${body.message}  ` })).status).toBe(200)
    expect(await storedWithKey(idempotencyKey)).toHaveLength(1)
  })

  it('drops the extra details of other tabs instead of storing them unchecked', async () => {
    const idempotencyKey = key()
    const response = await post({ ...valid, additionalData: { weight: '9'.repeat(9999), companyName: 'Acme' }, idempotencyKey })
    expect(response.status).toBe(201)
    const [record] = await storedWithKey(idempotencyKey)
    expect(record!.additional_data).toEqual({})
  })

  it('stores extra details whose JSON escaping is six times their length', async () => {
    const idempotencyKey = key()
    const location = '<>&'.repeat(166)
    const demo = { ...valid, formType: 'demo', service: 'stadium-display', message: '', additionalData: { location } }
    expect((await post({ ...demo, idempotencyKey })).status).toBe(201)
    const [record] = await storedWithKey(idempotencyKey)
    expect(record!.additional_data).toEqual({ location })
  })
})
