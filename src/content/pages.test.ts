import { describe, expect, it } from 'vitest'
import { pageServedAt, pages, urlsOf, type PageDef } from './pages'

const routePathOf = (url: string) => (url === '/nl' ? '/' : url.replace(/^\/nl(?=\/)/, ''))

describe('the page a route path shows', () => {
  it.each([
    ['/faq', 'faq', ['en', 'nl']],
    ['/veelgestelde-vragen', 'faq', ['nl']],
    ['/search', 'search', ['en']],
    ['/zoeken', 'search', ['nl']],
    ['/terms-conditions', 'terms', ['en', 'nl']],
    ['/stadium-demonstrations-netherlands', 'landing-stadium-nl', ['en']],
    ['/', 'home', ['en', 'nl']],
  ])('%s is %s in %j', (routePath, key, locales) => {
    expect(pageServedAt(routePath)).toMatchObject({ page: { key }, locales })
  })

  it('is unknown for a path of no page', () => {
    expect(pageServedAt('/no-such-page')).toBeUndefined()
  })

  it('finds every URL of every page back to its page and language', () => {
    for (const page of pages as readonly PageDef[]) {
      for (const locale of ['en', 'nl'] as const) {
        for (const url of urlsOf(page, locale)) {
          const served = pageServedAt(routePathOf(url))
          expect(served?.page.key, url).toBe(page.key)
          expect(served?.locales, url).toContain(locale)
        }
      }
    }
  })
})
