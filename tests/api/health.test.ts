import { describe, expect, inject, it } from 'vitest'

describe('GET /api/health', () => {
  it('answers 200 with a healthy message', async () => {
    const response = await fetch(`${inject('pbUrl')}/api/health`)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = (await response.json()) as { code: number; message: string }
    expect(body.code).toBe(200)
    expect(body.message).toBe('API is healthy.')
  })
})
