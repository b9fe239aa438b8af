import { describe, expect, it } from 'vitest'
import { publicUrls } from '~/content/site-urls'
import { maxLinks, minLinks, relatedLinksFor } from './related-links'

const pagesWithStrip = publicUrls().filter((url) => url.indexable)

describe('related links', () => {
  it('give every public page between 4 and 8 links', () => {
    for (const url of pagesWithStrip) {
      const count = relatedLinksFor(url.path).length
      expect(count, url.path).toBeGreaterThanOrEqual(minLinks)
      expect(count, url.path).toBeLessThanOrEqual(maxLinks)
    }
  })

  it('never link the page itself, also when it is opened through an alias', () => {
    for (const url of pagesWithStrip) {
      const paths = relatedLinksFor(url.path).map((link) => link.path)
      expect(paths, url.path).not.toContain(url.canonicalPath)
      expect(paths, url.path).not.toContain(url.path)
    }
    expect(relatedLinksFor('/nl/diensten').map((link) => link.path)).not.toContain('/nl/services')
  })

  it('never list a path twice', () => {
    for (const url of pagesWithStrip) {
      const paths = relatedLinksFor(url.path).map((link) => link.path)
      expect(new Set(paths).size, url.path).toBe(paths.length)
    }
  })

  it('give each link of a strip its own label', async () => {
    const { activateLocale, i18n } = await import('~/lib/i18n/i18n')
    for (const locale of ['en', 'nl'] as const) {
      await activateLocale(locale)
      for (const url of pagesWithStrip.filter((entry) => entry.locale === locale)) {
        const labels = relatedLinksFor(url.path).map((link) => i18n._(link.label))
        expect(new Set(labels).size, `${url.path}: ${labels.join(', ')}`).toBe(labels.length)
      }
    }
  })

  it('keep the language of the page and only link pages that exist in it', () => {
    const known = new Set(publicUrls().map((url) => url.path))
    for (const url of pagesWithStrip) {
      for (const link of relatedLinksFor(url.path)) {
        expect(known.has(link.path), `${url.path} -> ${link.path}`).toBe(true)
        expect(link.path === '/nl' || link.path.startsWith('/nl/'), `${url.path} -> ${link.path}`).toBe(url.locale === 'nl')
      }
    }
    // The English-only stadium landing page is offered in English only.
    expect(relatedLinksFor('/services/stadium-shows').map((link) => link.path)).toContain('/stadium-demonstrations-netherlands')
    expect(relatedLinksFor('/nl/services/stadium-shows').map((link) => link.path)).not.toContain('/nl/stadium-demonstrations-netherlands')
  })

  it('link a service page to its siblings, its landing page and cities', () => {
    const paths = relatedLinksFor('/nl/services/tandem-jumps').map((link) => link.path)
    expect(paths).toEqual(expect.arrayContaining(['/nl/services/helicopter-jumps', '/nl/tandem-jumps-netherlands']))
    expect(paths.some((path) => path.startsWith('/nl/parachutespringen-'))).toBe(true)
  })

  it('link a city page to its nearby cities and the services that come to it', () => {
    const paths = relatedLinksFor('/parachutespringen-utrecht').map((link) => link.path)
    expect(paths.slice(0, 3)).toEqual(['/parachutespringen-amsterdam', '/parachutespringen-almere', '/parachutespringen-nijmegen'])
    expect(paths).toEqual(expect.arrayContaining(['/services/stadium-shows', '/corporate-events', '/services/tandem-jumps']))
  })

  it('link a landing page to its service page', () => {
    expect(relatedLinksFor('/nl/hot-air-balloon-jumps')[0]?.path).toBe('/nl/services/hot-air-balloon')
  })

  it('show no strip on the search, offline and unknown pages', () => {
    expect(relatedLinksFor('/search')).toEqual([])
    expect(relatedLinksFor('/nl/offline')).toEqual([])
    expect(relatedLinksFor('/no-such-page')).toEqual([])
  })
})
