import { describe, expect, it } from 'vitest'
import { experienceClaim, yearsInBusiness } from './facts'
import { alternatePath } from './page-urls'
import { publicUrls } from './site-urls'

const urls = publicUrls()

describe('the public URL list', () => {
  it('has every path once', () => {
    const paths = urls.map((url) => url.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('covers the spec route table in both languages', () => {
    const paths = new Set(urls.map((url) => url.path))
    for (const path of ['/', '/nl', '/services/tandem-jumps', '/nl/services/media-production', '/terms-conditions']) {
      expect(paths).toContain(path)
    }
    for (const alias of ['/nl/diensten', '/nl/ervaringen', '/nl/verhalen', '/nl/over-ons', '/nl/veelgestelde-vragen']) {
      expect(paths).toContain(alias)
      expect(paths).not.toContain(alias.slice(3))
    }
    expect(paths).toContain('/stadium-demonstrations-netherlands')
    expect(paths).not.toContain('/nl/stadium-demonstrations-netherlands')
    expect(urls.filter((url) => url.pageKey.startsWith('city:'))).toHaveLength(22)
    expect(urls.filter((url) => url.pageKey.startsWith('landing-') && !url.isAlias)).toHaveLength(19)
  })

  it('keeps alternates reciprocal', () => {
    for (const url of urls) {
      for (const path of Object.values(url.alternates)) {
        const other = urls.find((candidate) => candidate.path === path)
        expect(other?.alternates, `${url.path} -> ${path}`).toEqual(url.alternates)
      }
    }
  })

  it('gives each language its own canonical path', () => {
    for (const url of urls) expect(url.canonicalPath.startsWith('/nl')).toBe(url.locale === 'nl')
  })
})

describe('language switch targets', () => {
  it('leads to the same page in the other language', () => {
    expect(alternatePath('/about', 'nl')).toBe('/nl/about')
    expect(alternatePath('/nl/over-ons', 'en')).toBe('/about')
    expect(alternatePath('/weather', 'nl')).toBe('/nl/weer')
    expect(alternatePath('/stadium-demonstrations-netherlands', 'nl')).toBe('/nl')
    expect(alternatePath('/unknown', 'nl')).toBe('/nl/unknown')
  })

  it('agrees with every public URL, city pages included, in both directions', () => {
    for (const url of urls) {
      for (const locale of ['en', 'nl'] as const) {
        if (locale === url.locale) continue
        const home = locale === 'nl' ? '/nl' : '/'
        expect(alternatePath(url.path, locale), url.path).toBe(url.alternates[locale] ?? home)
      }
    }
  })
})

describe('experience claim', () => {
  it('is derived from the founding year and rounded down to a decade', () => {
    expect(yearsInBusiness(new Date('2026-11-23'))).toBe(46)
    expect(experienceClaim(new Date('2026-11-23'))).toBe('40+')
    expect(experienceClaim(new Date('2030-01-01'))).toBe('50+')
  })
})
