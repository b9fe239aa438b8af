/**
 * The business details staff edit (the `site_settings` record): the rules are checked on the
 * server, every change is logged, and a served page carries the details at once, in its JSON and
 * its business structured data, and leaves out what is not set.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { waitForMail } from '../support/mailbox'
import { callApi, createStaffAccount, enrolStaff, nextClientIp, type EnrolledAccount } from '../support/staff'

const superuser = () => ({ token: inject('superuserToken') })

async function settingsRecord() {
  const answer = await callApi('GET', '/api/collections/site_settings/records?sort=created&perPage=1')
  return (answer.json.items as Record<string, unknown>[])[0]!
}

/** The confirmation mail of a new enquiry. */
async function confirmationMail(): Promise<string> {
  const email = `settings-${randomUUID().slice(0, 8)}@example.test`
  const answer = await callApi('POST', '/api/site/enquiries', {
    ip: nextClientIp(),
    body: { formType: 'contact', locale: 'en', name: 'Eva Jansen', email, service: 'tandem-jump', message: 'Can we jump together in May?', idempotencyKey: randomUUID().replaceAll('-', '') },
  })
  expect(answer.status).toBe(201)
  return (await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email), 15_000)).text
}

/** A served page's facts JSON and business JSON-LD. */
async function servedFacts(path = '/admin') {
  const html = await (await fetch(`${inject('pbUrl')}${path}`)).text()
  const facts = /<script type="application\/json" id="site-facts">(.*?)<\/script>/.exec(html)?.[1]
  return { html, facts: facts === undefined ? undefined : (JSON.parse(facts) as Record<string, unknown>) }
}

describe('the business details record', () => {
  let admin: EnrolledAccount
  let original: Record<string, unknown>
  beforeAll(async () => {
    admin = await enrolStaff(await createStaffAccount({ admin: true }))
    original = await settingsRecord()
  })
  afterAll(async () => {
    const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, ...values } = original
    await callApi('PATCH', `/api/collections/site_settings/records/${String(original.id)}`, { ...superuser(), body: values })
  })

  it('starts with the example details in development and tests (SEED_EXAMPLE_FACTS)', () => {
    expect(original).toMatchObject({ kvk: '08123456', vat: 'NL812345678B01', iban: 'NL91 ABNA 0417 1643 00', postal_code: '7316 AA' })
  })

  it('refuses details that break their rules, with each field named, in the language asked', async () => {
    const answer = await fetch(`${inject('pbUrl')}/api/collections/site_settings/records/${String(original.id)}`, {
      method: 'PATCH',
      headers: { Authorization: admin.token, 'Content-Type': 'application/json', 'Accept-Language': 'nl' },
      body: JSON.stringify({ kvk: '1234', vat: 'NL12', iban: 'NL00 ABNA 0417 1643 00', phone: '055 760 1980', opening_hours: [{ days: ['Mo'], opens: '18:00', closes: '09:00' }], prices: { 'tandem-jumps': 12.5 } }),
    })
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { code: string; errors: Record<string, { code: string; message: string }> }
    expect(body.code).toBe('validation_failed')
    expect(Object.fromEntries(Object.entries(body.errors).map(([field, error]) => [field, error.code]))).toEqual({
      kvk: 'kvk.invalid',
      vat: 'vat.invalid',
      iban: 'iban.invalid',
      phone: 'phone.invalid',
      opening_hours: 'hours.invalid',
      prices: 'price.invalid',
    })
    expect(body.errors.kvk!.message).toBe('Een KvK-nummer heeft 8 cijfers.')
    expect(await settingsRecord()).toMatchObject({ kvk: original.kvk, vat: original.vat })
  })

  it('a change shows on the served pages at once and is logged', async () => {
    const answer = await callApi('PATCH', `/api/collections/site_settings/records/${String(original.id)}`, {
      token: admin.token,
      body: { phone: '+31 6 1234 5678', whatsapp: '', iban: 'BE68 5390 0754 7034', prices: { 'tandem-jumps': 275 } },
    })
    expect(answer.status).toBe(200)

    for (const path of ['/', '/nl/contact']) {
      const { facts, html } = await servedFacts(path)
      expect(facts).toMatchObject({ phone: '+31 6 1234 5678', registrations: { iban: 'BE68 5390 0754 7034' }, prices: { 'tandem-jumps': 275 } })
      expect(facts).not.toHaveProperty('whatsapp')
      const business = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>).find((block) => String(block['@id']).endsWith('/#business'))
      expect(business).toMatchObject({ telephone: '+31 6 1234 5678', address: { streetAddress: original.street, postalCode: original.postal_code } })
    }

    expect(await confirmationMail()).toContain('Anything to add? Reply to this e-mail or call us at +31 6 1234 5678.')

    const filter = encodeURIComponent(`collection_name = "site_settings" && staff = "${admin.id}"`)
    const log = await callApi('GET', `/api/collections/staff_audit_log/records?filter=${filter}`, superuser())
    const [entry] = log.json.items as { action: string; changes: Record<string, { from: string; to: string }> }[]
    expect(entry!.action).toBe('update')
    expect(entry!.changes.phone).toEqual({ from: original.phone, to: '+31 6 1234 5678' })
  })

  it('a detail taken away is no longer on the pages', async () => {
    await callApi('PATCH', `/api/collections/site_settings/records/${String(original.id)}`, {
      token: admin.token,
      body: { phone: '', email: '', street: '', postal_code: '', locality: '', instagram_url: '', opening_hours: [] },
    })
    const { facts, html } = await servedFacts('/')
    expect(facts).not.toHaveProperty('phone')
    expect(facts).not.toHaveProperty('address')
    expect(facts).not.toHaveProperty('openingHours')
    expect(html).not.toContain('"telephone"')
    expect(html).not.toContain('streetAddress')
    const mail = await confirmationMail()
    expect(mail).toContain('Anything to add? Reply to this e-mail.')
    expect(mail).not.toContain('call us')
  })
})
