import { describe, expect, it, vi } from 'vitest'
import { submitEnquiry, type EnquiryPayload } from './submit-enquiry'

const payload: EnquiryPayload = {
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '',
  service: 'tandem-jump',
  message: 'A tandem jump for two, please.',
  formType: 'contact',
  locale: 'en',
  idempotencyKey: 'a'.repeat(32),
}

const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('submitEnquiry', () => {
  it('posts JSON with the idempotency key and reads the accepted id', async () => {
    const fetcher = respond(201, { id: 'abc123', received: true, duplicate: false })
    await expect(submitEnquiry(payload, fetcher)).resolves.toEqual({ kind: 'accepted', id: 'abc123' })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/site/enquiries')
    expect(JSON.parse(String(init.body))).toMatchObject({ idempotencyKey: payload.idempotencyKey, formType: 'contact' })
  })

  it('treats a replayed key as accepted', async () => {
    const fetcher = respond(200, { id: 'abc123', received: true, duplicate: true })
    await expect(submitEnquiry(payload, fetcher)).resolves.toEqual({ kind: 'accepted', id: 'abc123' })
  })

  it('recognises an enquiry the service worker kept for later', async () => {
    await expect(submitEnquiry(payload, respond(202, { queued: true }))).resolves.toEqual({ kind: 'queued' })
    // A 202 without the worker's marker is not a promise that anything will be sent.
    await expect(submitEnquiry(payload, respond(202, {}))).resolves.toEqual({ kind: 'failed' })
  })

  it('returns the field codes of a rejected enquiry', async () => {
    const fetcher = respond(400, {
      code: 'validation_failed',
      message: 'Name must be at least 2 characters',
      errors: { name: { code: 'name.tooShort', message: 'Name must be at least 2 characters' } },
    })
    await expect(submitEnquiry(payload, fetcher)).resolves.toEqual({
      kind: 'rejected',
      message: 'Name must be at least 2 characters',
      fieldErrors: { name: 'name.tooShort' },
    })
  })

  it('recognises the rate limit, server failures and network failures', async () => {
    await expect(submitEnquiry(payload, respond(429, {}))).resolves.toEqual({ kind: 'rate-limited' })
    await expect(submitEnquiry(payload, respond(500, { message: 'boom' }))).resolves.toEqual({ kind: 'failed' })
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(submitEnquiry(payload, offline)).resolves.toEqual({ kind: 'failed' })
  })
})
