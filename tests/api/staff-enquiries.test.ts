/**
 * What staff do with an enquiry: change its status and internal notes (nothing else), delete it,
 * and retry a mail that failed. Every change lands in the audit log with who, when and what.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { waitForMail } from '../support/mailbox'
import { callApi, createStaffAccount, enrolStaff, type EnrolledAccount } from '../support/staff'

const superuser = () => ({ token: inject('superuserToken') })

async function storedEnquiry(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await callApi('POST', '/api/collections/enquiries/records', {
    ...superuser(),
    body: {
      name: 'Ruben Visser',
      email: `ruben-${randomBytes(3).toString('hex')}@example.test`,
      service: 'helicopter-jump',
      message: 'Kan ik in september een helikoptersprong maken?',
      form_type: 'contact',
      locale: 'nl',
      idempotency_key: randomUUID().replaceAll('-', ''),
      status: 'new',
      staff_mail: 'sent',
      customer_mail: 'sent',
      ...overrides,
    },
  })
  return String(answer.json.id)
}

const read = async (id: string) => (await callApi('GET', `/api/collections/enquiries/records/${id}`, superuser())).json

async function auditEntries(recordId: string) {
  const filter = encodeURIComponent(`record_id = "${recordId}"`)
  const answer = await callApi('GET', `/api/collections/staff_audit_log/records?filter=${filter}&sort=created`, superuser())
  return answer.json.items as { staff: string; staff_email: string; action: string; collection_name: string; changes: Record<string, { from: string; to: string }>; created: string }[]
}

describe('staff and enquiries', () => {
  let admin: EnrolledAccount
  beforeAll(async () => {
    admin = await enrolStaff(await createStaffAccount({ admin: true }))
  })

  it('status and internal notes change, and the audit log says who changed what', async () => {
    const id = await storedEnquiry()
    const answer = await callApi('PATCH', `/api/collections/enquiries/records/${id}`, { token: admin.token, body: { status: 'answered', internal_notes: 'Called back on Tuesday.' } })
    expect(answer.status).toBe(200)
    expect(await read(id)).toMatchObject({ status: 'answered', internal_notes: 'Called back on Tuesday.' })

    const [entry] = await auditEntries(id)
    expect(entry).toMatchObject({ staff: admin.id, staff_email: admin.email, action: 'update', collection_name: 'enquiries' })
    expect(entry!.changes).toEqual({ status: { from: 'new', to: 'answered' }, internal_notes: { from: '', to: 'Called back on Tuesday.' } })
    expect(Date.parse(entry!.created.replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000)
  })

  it.each([
    ['what the customer sent', { message: 'Changed by staff' }],
    ['the e-mail address', { email: 'someone-else@example.test' }],
    ['the mail state', { staff_mail: 'pending' }],
    ['the extra details', { additional_data: { budget: 'custom' } }],
    ['the customer field next to an allowed one', { status: 'closed', name: 'Someone Else' }],
  ])('%s cannot be changed', async (_what, body) => {
    const id = await storedEnquiry()
    const before = await read(id)
    const answer = await callApi('PATCH', `/api/collections/enquiries/records/${id}`, { token: admin.token, body })
    expect(answer.status).toBe(400)
    expect(answer.json.code).toBe('enquiry.readOnly')
    expect(await read(id)).toEqual(before)
    expect(await auditEntries(id)).toEqual([])
  })

  it('a hidden server field is never taken from a staff request', async () => {
    const id = await storedEnquiry({ content_hash: 'original-hash' })
    const answer = await callApi('PATCH', `/api/collections/enquiries/records/${id}`, { token: admin.token, body: { status: 'closed', content_hash: 'forged' } })
    expect(answer.status).toBe(200)
    expect(await read(id)).toMatchObject({ status: 'closed', content_hash: 'original-hash' })
  })

  it('a delete is logged with what was deleted', async () => {
    const id = await storedEnquiry()
    expect((await callApi('DELETE', `/api/collections/enquiries/records/${id}`, { token: admin.token })).status).toBe(204)
    const [entry] = await auditEntries(id)
    expect(entry).toMatchObject({ action: 'delete', staff_email: admin.email })
    expect(entry!.changes.name).toEqual({ from: 'Ruben Visser', to: '' })
  })

  it('a failed mail goes back to pending and the retry job sends it', { timeout: 100_000 }, async () => {
    const email = `retry-${randomBytes(3).toString('hex')}@example.test`
    const id = await storedEnquiry({ email, customer_mail: 'failed', mail_attempts: 3, mail_last_error: 'dial tcp: refused', mail_next_attempt_at: '2099-01-01 00:00:00.000Z' })
    const answer = await callApi('POST', `/api/site/staff/enquiries/${id}/retry-mail`, { token: admin.token })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ retried: ['customer_mail'] })
    expect(await read(id)).toMatchObject({ customer_mail: 'pending', staff_mail: 'sent', mail_attempts: 0, mail_last_error: '' })
    const [entry] = await auditEntries(id)
    expect(entry).toMatchObject({ action: 'retry_mail', staff_email: admin.email })
    expect(entry!.changes.customer_mail).toEqual({ from: 'failed', to: 'pending' })

    await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email), 90_000)
    await expect.poll(async () => (await read(id)).customer_mail, { timeout: 10_000 }).toBe('sent')
  })

  it('a retry of an enquiry whose mail did not fail changes nothing', async () => {
    const id = await storedEnquiry()
    const answer = await callApi('POST', `/api/site/staff/enquiries/${id}/retry-mail`, { token: admin.token })
    expect(answer.json).toEqual({ retried: [] })
    expect(await auditEntries(id)).toEqual([])
    expect((await callApi('POST', '/api/site/staff/enquiries/nonexistent12345/retry-mail', { token: admin.token })).status).toBe(404)
  })
})
