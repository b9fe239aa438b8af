import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '~/lib/i18n/i18n'
import { buildSearchDocuments, type SearchDocument } from './search-documents'
import { createSiteSearch, normalizeTerm, snippetFor, type SiteSearch } from './search-engine'

let english: SearchDocument[]
let dutch: SearchDocument[]
let searchEn: SiteSearch
let searchNl: SiteSearch

beforeAll(async () => {
  await activateLocale('en')
  english = buildSearchDocuments(i18n, 'en')
  await activateLocale('nl')
  dutch = buildSearchDocuments(i18n, 'nl')
  searchEn = createSiteSearch(english)
  searchNl = createSiteSearch(dutch)
})

describe('search documents', () => {
  it('cover every indexable page of the language, with Dutch paths for Dutch documents', () => {
    const paths = new Set(dutch.map((document) => document.path))
    for (const path of ['/nl', '/nl/services/tandem-jumps', '/nl/hot-air-balloon-jumps', '/nl/parachutespringen-utrecht', '/nl/privacy', '/nl/faq']) {
      expect(paths).toContain(path)
    }
    expect(dutch.every((document) => document.path === '/nl' || document.path.startsWith('/nl/'))).toBe(true)
    expect(english.some((document) => document.path.startsWith('/nl'))).toBe(false)
    expect(english.map((document) => document.path)).toContain('/stadium-demonstrations-netherlands')
    expect(dutch.map((document) => document.path)).not.toContain('/nl/stadium-demonstrations-netherlands')
  })

  it('leave out pages that are not indexable', () => {
    const paths = english.map((document) => document.path)
    expect(paths).not.toContain('/search')
    expect(paths).not.toContain('/offline')
    expect(paths).not.toContain('/newsletter/confirmed')
  })

  it('hold the headings and body text the pages render, translated', () => {
    const tandem = english.find((document) => document.path === '/services/tandem-jumps')
    expect(tandem?.headings).toContain('Equipment check')
    expect(tandem?.body).toMatch(/strapped to one of our instructors/)
    const privacyNl = dutch.find((document) => document.path === '/nl/privacy')
    expect(privacyNl?.body.length).toBeGreaterThan(500)
    expect(privacyNl?.title).not.toBe(english.find((document) => document.path === '/privacy')?.title)
  })

  it('give every FAQ entry its own document linking the FAQ page', () => {
    const faq = english.filter((document) => document.kind === 'faq')
    expect(faq).toHaveLength(10)
    expect(new Set(faq.map((document) => document.id)).size).toBe(10)
    expect(faq.every((document) => document.path === '/faq')).toBe(true)
  })
})

describe('site search', () => {
  it('ranks the tandem service page first for "tandem"', () => {
    expect(searchEn.search('tandem')[0]?.path).toBe('/services/tandem-jumps')
  })

  it('finds the Dutch balloon pages for "luchtballon"', () => {
    const paths = searchNl.search('luchtballon').slice(0, 3).map((result) => result.path)
    expect(paths).toEqual(expect.arrayContaining(['/nl/services/hot-air-balloon', '/nl/hot-air-balloon-jumps']))
  })

  it('matches prefixes, small typos, any case and diacritics', () => {
    expect(searchEn.search('helicop')[0]?.path).toMatch(/helicopter/)
    expect(searchEn.search('helikopter')[0]?.path).toMatch(/helicopter/)
    expect(searchEn.search('STADIUM')[0]?.path).toMatch(/stadium/)
    expect(normalizeTerm('Zoë Café')).toBe('zoe cafe')
    const withDiacritics = searchNl.search('beïnvloeden').map((result) => result.id)
    expect(withDiacritics.length).toBeGreaterThan(0)
    expect(searchNl.search('BEINVLOEDEN').map((result) => result.id)).toEqual(withDiacritics)
  })

  it('finds city pages by the city name', () => {
    expect(searchNl.search('den haag')[0]?.path).toBe('/nl/parachutespringen-den-haag')
    expect(searchEn.search('groningen')[0]?.path).toBe('/parachutespringen-groningen')
  })

  it('returns nothing for an empty query or an unknown word', () => {
    expect(searchEn.search('   ')).toEqual([])
    expect(searchEn.search('xylofoonquartz')).toEqual([])
  })

  it('falls back to any word when not all words match', () => {
    expect(searchEn.search('tandem xylofoonquartz').length).toBeGreaterThan(0)
  })

  it('answers weight questions with the FAQ entry', () => {
    const results = searchEn.search('how much may I weigh')
    expect(results[0]).toMatchObject({ kind: 'faq', path: '/faq' })
  })
})

describe('snippet', () => {
  // Long text before and after the match, so the snippet must cut on both sides.
  const body = `${'Jumps start at the drop zone near Apeldoorn. '.repeat(10)}The balloon rises slowly above the fields. ${'Landing follows on the grass. '.repeat(10)}`

  it('shows the passage around the first matched word', () => {
    const snippet = snippetFor({ description: 'Short description.', body }, ['balloon'])
    expect(snippet).toContain('The balloon rises slowly')
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(190)
  })

  it('falls back to the description', () => {
    expect(snippetFor({ description: 'Short description.', body }, ['zebra'])).toBe('Short description.')
  })
})
