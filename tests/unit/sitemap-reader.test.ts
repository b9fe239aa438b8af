import { describe, expect, it } from 'vitest'
import { readSitemap } from '../support/sitemap'

describe('readSitemap', () => {
  it('reads each entry with its alternates', () => {
    const xml = `<urlset><url><loc>https://x.nl/nl</loc>
      <xhtml:link rel="alternate" hreflang="en" href="https://x.nl/"/>
      <xhtml:link rel="alternate" hreflang="nl" href="https://x.nl/nl?a=1&amp;b=2"/></url></urlset>`
    expect(readSitemap(xml)).toEqual([{ loc: 'https://x.nl/nl', alternates: { en: 'https://x.nl/', nl: 'https://x.nl/nl?a=1&b=2' } }])
  })

  it('refuses an entry it cannot read instead of skipping it', () => {
    expect(() => readSitemap('<url><loc>a</loc><loc>b</loc></url>')).toThrow(/2 <loc>/)
    expect(() => readSitemap('<url><loc>a</loc><xhtml:link rel="next" href="b"/></url>')).toThrow(/unexpected link/)
  })
})
