import { describe, expect, it } from 'vitest'
import { faqItems } from '~/content/home/faq'
import { findSiteUrl } from '~/content/site-urls'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { priceFigure } from '../../../../../tests/chat-eval/score'
import { buildPassages } from './passages'

const english = buildPassages('en').passages
const dutch = buildPassages('nl').passages

describe('the knowledge base', () => {
  it('holds every FAQ answer word for word, in both languages', () => {
    for (const item of faqItems) {
      for (const [locale, passages] of [['en', english], ['nl', dutch]] as const) {
        const passage = passages.find((entry) => entry.id === `faq:${item.key}`)
        expect(passage?.text).toBe(translate(item.answer, locale))
        expect(passage?.heading).toBe(translate(item.question, locale))
      }
    }
  })

  it('names for every passage a page of the site in the passage language', () => {
    for (const [locale, passages] of [['en', english], ['nl', dutch]] as const) {
      for (const passage of passages) {
        const url = findSiteUrl(passage.url)
        expect(url, passage.id).toBeDefined()
        expect(url?.locale).toBe(locale)
        expect(passage.title).not.toBe('')
        expect(passage.text.trim()).not.toBe('')
      }
    }
  })

  it('has the same passages in both languages, apart from English-only pages', () => {
    const dutchIds = new Set(dutch.map((passage) => passage.id))
    const onlyEnglish = english.filter((passage) => !dutchIds.has(passage.id))
    expect(onlyEnglish.every((passage) => passage.pageKey === 'landing-stadium-nl')).toBe(true)
    expect(dutch.every((passage) => english.some((entry) => entry.id === passage.id))).toBe(true)
  })

  it('states no price figure anywhere, as the site states none', () => {
    for (const passage of [...english, ...dutch]) expect(passage.text, passage.id).not.toMatch(priceFigure)
  })

  it('writes Dutch passages in Dutch', () => {
    expect(dutch.find((passage) => passage.id === 'contact:intro')?.text).toContain('We beantwoorden elk bericht binnen 24 uur')
  })

  it('holds no opening hours: staff set them, and the contact answer reads them from the settings', () => {
    for (const passage of [...english, ...dutch]) expect(passage.text, passage.id).not.toMatch(/\d{1,2}[:.]\d\d ?- ?\d{1,2}[:.]\d\d/)
  })
})
