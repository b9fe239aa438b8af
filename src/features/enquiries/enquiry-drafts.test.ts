import { describe, expect, it } from 'vitest'
import { clearDraft, readDraft, saveDraft } from './enquiry-drafts'
import { emptyEnquiry } from './form-values'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('enquiry drafts', () => {
  it('keeps what was typed per tab and gives it back', () => {
    const store = memoryStorage()
    saveDraft('tandem', { ...emptyEnquiry(), name: 'Fleur', additionalData: { weight: '72' } }, store)
    saveDraft('contact', { ...emptyEnquiry(), message: 'Kan ik een cadeaubon kopen?' }, store)
    expect(readDraft('tandem', store)).toMatchObject({ name: 'Fleur', additionalData: { weight: '72' } })
    expect(readDraft('contact', store)?.message).toBe('Kan ik een cadeaubon kopen?')
    expect(readDraft('demo', store)).toBeNull()
  })

  it('forgets an emptied form and a sent one', () => {
    const store = memoryStorage()
    saveDraft('demo', { ...emptyEnquiry(), name: 'Bram' }, store)
    saveDraft('demo', emptyEnquiry(), store)
    expect(store.length).toBe(0)
    saveDraft('demo', { ...emptyEnquiry(), name: 'Bram' }, store)
    clearDraft('demo', store)
    expect(readDraft('demo', store)).toBeNull()
  })

  it('ignores what does not look like a draft', () => {
    const store = memoryStorage()
    store.setItem('enquiry-draft:contact', '{"name": 42}')
    expect(readDraft('contact', store)).toBeNull()
    store.setItem('enquiry-draft:contact', 'not json')
    expect(readDraft('contact', store)).toBeNull()
  })
})
