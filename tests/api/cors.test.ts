import { describe, expect, inject, it } from 'vitest'

// The stack allows one other origin (SITE_ALLOWED_ORIGINS in api-global-setup.ts, which also
// lists "null" to show it is never honoured).
const allowed = 'https://preview.parapro.test'

function get(path: string, origin: string) {
  return fetch(`${inject('pbUrl')}${path}`, { headers: { Origin: origin } })
}

function preflight(path: string, origin: string) {
  return fetch(`${inject('pbUrl')}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  })
}

describe('CORS on the API', () => {
  it('lets the site’s own origin and the listed origins read answers', async () => {
    for (const origin of [inject('pbUrl'), allowed]) {
      const response = await get('/api/health', origin)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('vary')).toMatch(/Origin/)
    }
  })

  it('answers a listed origin’s preflight for a public write route', async () => {
    const response = await preflight('/api/site/enquiries', allowed)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it.each(['null', 'https://evil.example', 'https://preview.parapro.test.evil.example', 'http://preview.parapro.test'])(
    'gives %s no way in',
    async (origin) => {
      const read = await get('/api/health', origin)
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
      const ask = await preflight('/api/site/enquiries', origin)
      expect(ask.headers.get('access-control-allow-origin')).toBeNull()
    },
  )
})
