import { describe, expect, it } from 'vitest'
import { clearAnalyticsCookies, cookieDomainsFor, isAnalyticsCookie } from './analytics-cookies'

/** A cookie jar with document.cookie's interface that records every write. */
function fakeDocument(cookies: string) {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return cookies
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

describe('clearing analytics cookies', () => {
  it('recognises _ga, _ga_<id> and _gid only', () => {
    expect(['_ga', '_ga_ABC123', '_gid'].every(isAnalyticsCookie)).toBe(true)
    expect(['_gat', 'ga', 'theme', '_gax', 'newsletter-popup'].some(isAnalyticsCookie)).toBe(false)
  })

  it('lists the host and its parent domains, not the public suffix', () => {
    expect(cookieDomainsFor('www.parapro-skydiving.nl')).toEqual(['www.parapro-skydiving.nl', 'parapro-skydiving.nl'])
    expect(cookieDomainsFor('parapro-skydiving.nl')).toEqual(['parapro-skydiving.nl'])
    expect(cookieDomainsFor('localhost')).toEqual(['localhost'])
    expect(cookieDomainsFor('127.0.0.1')).toEqual(['127.0.0.1'])
  })

  it('expires each analytics cookie host-only and on every parent domain, leaving the others', () => {
    const doc = fakeDocument('theme=dark; _ga=GA1.1.1; _ga_XYZ=GS1.1; _gid=GA1.1.2; session=1')
    expect(clearAnalyticsCookies(doc, 'www.parapro-skydiving.nl')).toEqual(['_ga', '_ga_XYZ', '_gid'])
    for (const name of ['_ga', '_ga_XYZ', '_gid']) {
      const forName = doc.writes.filter((write) => write.startsWith(`${name}=;`))
      expect(forName).toHaveLength(3)
      expect(forName.every((write) => write.includes('expires=Thu, 01 Jan 1970') && write.includes('path=/'))).toBe(true)
      expect(forName.some((write) => !write.includes('domain='))).toBe(true)
      expect(forName.some((write) => write.endsWith('domain=www.parapro-skydiving.nl'))).toBe(true)
      expect(forName.some((write) => write.endsWith('domain=parapro-skydiving.nl'))).toBe(true)
    }
    expect(doc.writes.some((write) => write.startsWith('theme=') || write.startsWith('session='))).toBe(false)
  })

  it('writes nothing when there are no analytics cookies', () => {
    const doc = fakeDocument('')
    expect(clearAnalyticsCookies(doc, 'localhost')).toEqual([])
    expect(doc.writes).toEqual([])
  })
})
