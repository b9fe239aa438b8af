import { describe, expect, it } from 'vitest'
import { offlineRedirectTarget, returnPathOf } from './offline-return'

describe('offline page return path', () => {
  it('round-trips the requested page', () => {
    const target = offlineRedirectTarget('/nl/offline', new URL('https://x.nl/nl/verhalen/een-post?tab=2'))
    expect(target).toBe('/nl/offline?from=%2Fnl%2Fverhalen%2Feen-post%3Ftab%3D2')
    expect(returnPathOf(new URL(target, 'https://x.nl').search, '/nl')).toBe('/nl/verhalen/een-post?tab=2')
  })

  it('never leads off the site', () => {
    expect(returnPathOf('?from=%2F%2Fevil.example', '/')).toBe('/')
    expect(returnPathOf('?from=https%3A%2F%2Fevil.example', '/')).toBe('/')
    expect(returnPathOf('', '/nl')).toBe('/nl')
  })
})
