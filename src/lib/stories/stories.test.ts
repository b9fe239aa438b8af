import { describe, expect, it } from 'vitest'
import { storyBlocks, storyPlainText, wordCount } from './story-body'
import { storyPath } from './story-paths'
import { storyPageData, storyTemplateData } from './story-page-data'
import { parseStoryRecord } from './story-record'
import { checkStory, computedReadTime, missingParts, parseTags, slugify, uniqueSlug, type StoryValues } from './story-rules'

const complete: StoryValues = {
  slug: 'first-jump',
  title_en: 'First jump',
  title_nl: 'Eerste sprong',
  excerpt_en: 'What to expect.',
  excerpt_nl: 'Wat u kunt verwachten.',
  body_en: 'Book early.',
  body_nl: 'Boek vroeg.',
  category_en: 'Tandem',
  category_nl: 'Tandem',
  tags_en: ['tandem'],
  tags_nl: ['tandem'],
  read_time_minutes: 3,
  published: true,
  published_at: '',
  featured: false,
  hasImage: false,
  image_alt_en: '',
  image_alt_nl: '',
}

describe('story body', () => {
  it('is paragraphs split at empty lines and headings marked with ##, never HTML', () => {
    const text = 'Intro line one\nline two\n\n## Before the jump\nBook early.\r\n\r\n<b>not bold</b>\n\n#   Landing  \n'
    expect(storyBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'Before the jump' },
      { kind: 'paragraph', text: 'Book early.' },
      { kind: 'paragraph', text: '<b>not bold</b>' },
      { kind: 'heading', text: 'Landing' },
    ])
    expect(storyPlainText(text)).toBe('Intro line one line two\n\nBefore the jump\n\nBook early.\n\n<b>not bold</b>\n\nLanding')
    expect(storyBlocks('   \n\n')).toEqual([])
  })

  it('counts words of any letters', () => {
    expect(wordCount('Één sprong — uit de lucht, 4 keer!')).toBe(7)
  })
})

describe('story rules', () => {
  it('makes web addresses from titles and keeps them unique', () => {
    expect(slugify('Eerste sprong à Texel: wat nu?')).toBe('eerste-sprong-a-texel-wat-nu')
    expect(slugify('Zoë & Søren — 100% vrije val')).toBe('zoe-soren-100-vrije-val')
    expect(slugify('a'.repeat(30) + ' ' + 'b'.repeat(60)).length).toBeLessThanOrEqual(80)
    const taken = new Set(['first-jump', 'first-jump-2'])
    expect(uniqueSlug('first-jump', (slug) => taken.has(slug))).toBe('first-jump-3')
    expect(uniqueSlug('', () => false)).toBe('story')
  })

  it('computes the reading time from the longer language at 200 words a minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'woord').join(' ')
    expect(computedReadTime({ excerpt_en: '', body_en: words(10), excerpt_nl: words(150), body_nl: words(300) })).toBe(3)
    expect(computedReadTime({ excerpt_en: '', body_en: '', excerpt_nl: '', body_nl: '' })).toBe(1)
  })

  it('lets a draft lack a language, and refuses to publish one that is not complete', () => {
    expect(checkStory(complete)).toEqual({})
    const englishOnly = { ...complete, excerpt_nl: '', body_nl: '', category_nl: '' }
    expect(checkStory({ ...englishOnly, published: false })).toEqual({})
    expect(checkStory(englishOnly)).toEqual({ excerpt_nl: 'publish.dutchIncomplete' })
    expect(missingParts(englishOnly, 'nl')).toEqual(['excerpt', 'category', 'body'])
    expect(checkStory({ ...complete, title_en: '  ', body_en: '' })).toEqual({ title_en: 'publish.englishIncomplete' })
    expect(checkStory({ ...complete, published: false, title_en: '', title_nl: '' })).toEqual({ title_en: 'title.missing' })
  })

  it('requires alt text in both languages for an image, and checks slug, reading time and tags', () => {
    expect(checkStory({ ...complete, hasImage: true, image_alt_en: 'A canopy' })).toEqual({ image_alt_nl: 'imageAlt.missing' })
    expect(checkStory({ ...complete, slug: 'Not Valid' }).slug).toBe('slug.invalid')
    expect(checkStory({ ...complete, read_time_minutes: 0 }).read_time_minutes).toBe('readTime.invalid')
    expect(checkStory({ ...complete, tags_nl: Array.from({ length: 11 }, (_, i) => `t${i}`) }).tags_nl).toBe('tags.invalid')
    expect(parseTags('tandem, #First jump ,, tandem')).toEqual(['tandem', 'First jump'])
  })
})

describe('story pages', () => {
  it('live at /stories/{slug} and /nl/verhalen/{slug}', () => {
    expect(storyPath('first-jump', 'en')).toBe('/stories/first-jump')
    expect(storyPath('first-jump', 'nl')).toBe('/nl/verhalen/first-jump')
  })

  it('take their head values straight from the record, as the server fills them in', () => {
    const record = parseStoryRecord({
      id: 'abc123',
      collectionId: 'pbc_blog',
      slug: 'first-jump',
      title_en: 'First jump',
      excerpt_en: 'What to expect.',
      body_en: '## Before\nBook early.',
      category_en: 'Tandem',
      tags_en: ['tandem', 'first jump'],
      tags_nl: null,
      image: 'photo_x1y2.jpg',
      published_at: '2026-03-12 10:00:00.000Z',
      updated: '2026-03-13 08:30:00.000Z',
    })
    expect(storyPageData(record, 'en')).toEqual({
      slug: 'first-jump',
      title: 'First jump',
      description: 'What to expect.',
      imagePath: '/api/files/pbc_blog/abc123/photo_x1y2.jpg?thumb=1280x720',
      imageAlt: 'First jump',
      published: '2026-03-12T10:00:00.000Z',
      modified: '2026-03-13T08:30:00.000Z',
      keywords: 'tandem, first jump',
      section: 'Tandem',
      body: 'Before\n\nBook early.',
    })
    expect(storyPageData({ ...record, image: '' }, 'nl').imagePath).toBe('/og-image.png')
    // Every stand-in is a plain token the server can find and replace.
    for (const token of Object.values(storyTemplateData)) expect(token).toMatch(/^__STORY_[A-Z_]+__$/)
  })
})
