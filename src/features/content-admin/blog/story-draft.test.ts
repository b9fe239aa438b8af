import { describe, expect, it } from 'vitest'
import { sampleStories } from './blog-samples'
import { changed, dateOfLocalInput, draftErrors, draftOf, emptyDraft, formDataOf, languageComplete, localInputOf } from './story-draft'

describe('a story draft', () => {
  it('of a new story follows the text with its reading time until it is set by hand', () => {
    const draft = changed(emptyDraft(), { body_en: 'word '.repeat(401) })
    expect(draft.values.read_time_minutes).toBe(3)
    const byHand = changed({ ...draft, readTimeFollowsText: false, values: { ...draft.values, read_time_minutes: 7 } }, { body_en: 'short' })
    expect(byHand.values.read_time_minutes).toBe(7)
  })

  it('of a stored story keeps its values and its reading time', () => {
    const draft = draftOf(sampleStories[0]!)
    expect(draft.readTimeFollowsText).toBe(false)
    expect(draft.tagLines).toEqual({ en: 'tandem', nl: 'tandem' })
    expect(languageComplete(draft, 'en')).toBe(true)
    expect(languageComplete(draftOf(sampleStories[1]!), 'nl')).toBe(false)
  })

  it('cannot be published with a language empty, and needs image descriptions for a new image', () => {
    const draft = { ...draftOf(sampleStories[1]!), values: { ...draftOf(sampleStories[1]!).values, published: true } }
    expect(draftErrors(draft, false)).toEqual({ title_nl: 'publish.dutchIncomplete' })
    const withImage = { ...draftOf(sampleStories[0]!), image: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) }
    expect(draftErrors(withImage, false)).toEqual({ image_alt_en: 'imageAlt.missing' })
  })

  it('is sent as the form the API takes: tags as JSON, flags as text, the chosen image', () => {
    const image = new File(['x'], 'canopy.jpg', { type: 'image/jpeg' })
    const data = formDataOf({ ...draftOf(sampleStories[0]!), image })
    expect(data.get('tags_en')).toBe('["tandem"]')
    expect(data.get('published')).toBe('true')
    expect(data.get('read_time_minutes')).toBe('3')
    expect((data.get('image') as File).name).toBe('canopy.jpg')
    expect(formDataOf(emptyDraft()).get('image')).toBeNull()
  })

  it('shows the publication date in the local time of the browser and stores it in UTC', () => {
    const stored = '2026-05-02 09:00:00.000Z'
    expect(dateOfLocalInput(localInputOf(stored))).toBe(stored)
    expect(localInputOf('')).toBe('')
    expect(dateOfLocalInput('')).toBe('')
  })
})
