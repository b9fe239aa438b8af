import { describe, expect, it, vi } from 'vitest'
import { subscribe } from './subscribe'

const payload = { name: 'Fleur', email: 'fleur@example.nl', locale: 'nl' as const }

describe('subscribe', () => {
  it('posts the sign-up as JSON', async () => {
    const fetcher = vi.fn(async () => new Response('{"ok":true}', { status: 200 }))
    await expect(subscribe(payload, fetcher)).resolves.toEqual({ kind: 'subscribed' })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/site/newsletter')
    expect(JSON.parse(String(init.body))).toEqual(payload)
  })

  it('returns the server messages of a refused sign-up', async () => {
    const body = { message: 'Vul een geldig e-mailadres in', errors: { email: { code: 'email.invalid', message: 'Vul een geldig e-mailadres in' } } }
    const fetcher = vi.fn(async () => new Response(JSON.stringify(body), { status: 400 }))
    await expect(subscribe(payload, fetcher)).resolves.toEqual({
      kind: 'rejected',
      message: 'Vul een geldig e-mailadres in',
      fieldErrors: { email: 'Vul een geldig e-mailadres in' },
    })
  })

  it('reports rate limits, server errors and network failures as failed', async () => {
    await expect(subscribe(payload, vi.fn(async () => new Response('{}', { status: 429 })))).resolves.toEqual({ kind: 'failed' })
    await expect(subscribe(payload, vi.fn(async () => new Response('oops', { status: 500 })))).resolves.toEqual({ kind: 'failed' })
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(subscribe(payload, offline)).resolves.toEqual({ kind: 'failed' })
  })
})
