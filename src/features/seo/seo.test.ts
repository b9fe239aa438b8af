import { describe, expect, it } from 'vitest'
import { withBookNow } from './description'
import { canonicalOrigin, productionOrigin } from './origin'

describe('description call to action', () => {
  it('appends " Book now!" or " Boek nu!" while the result fits in 160 characters', () => {
    expect(withBookNow('Tandem jumps in Apeldoorn.', 'en')).toBe('Tandem jumps in Apeldoorn. Book now!')
    expect(withBookNow('Tandemsprongen in Apeldoorn.', 'nl')).toBe('Tandemsprongen in Apeldoorn. Boek nu!')
  })

  it('keeps the description unchanged when the suffix would pass 160 characters', () => {
    const exactFit = 'x'.repeat(150)
    expect(withBookNow(exactFit, 'en')).toHaveLength(160)
    const tooLong = 'x'.repeat(151)
    expect(withBookNow(tooLong, 'en')).toBe(tooLong)
  })
})

describe('canonical origin', () => {
  it('uses the production origin on the production host and while prerendering', () => {
    expect(canonicalOrigin(undefined)).toBe(productionOrigin)
    expect(canonicalOrigin(productionOrigin)).toBe(productionOrigin)
    expect(canonicalOrigin(productionOrigin.replace('://', '://www.'))).toBe(productionOrigin)
  })

  it('uses the current origin on localhost and preview hosts', () => {
    expect(canonicalOrigin('http://127.0.0.1:8090')).toBe('http://127.0.0.1:8090')
    expect(canonicalOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(canonicalOrigin('https://pr-12.preview.example.net')).toBe('https://pr-12.preview.example.net')
  })
})

describe('website structured data', () => {
  it('points the SearchAction to the search page of the page language', async () => {
    const { websiteJsonLd } = await import('./structured-data')
    const target = (locale: 'en' | 'nl') =>
      (websiteJsonLd(locale, 'https://example.test').potentialAction as { target: { urlTemplate: string } }).target.urlTemplate
    expect(target('en')).toBe('https://example.test/search?q={search_term_string}')
    expect(target('nl')).toBe('https://example.test/nl/zoeken?q={search_term_string}')
  })
})
