import { describe, expect, it } from 'vitest'
import { validateSearchParams } from './search-params'

describe('search page parameters', () => {
  it('keeps a text query and reads a number as text', () => {
    expect(validateSearchParams({ q: 'tandem' })).toEqual({ q: 'tandem' })
    expect(validateSearchParams({ q: 2026 })).toEqual({ q: '2026' })
  })

  it('treats a missing or malformed query as none', () => {
    expect(validateSearchParams({}).q).toBeUndefined()
    expect(validateSearchParams({ q: { a: 1 } }).q).toBeUndefined()
  })

  it('cuts an overlong query', () => {
    expect(validateSearchParams({ q: 'x'.repeat(500) }).q).toHaveLength(200)
  })
})
