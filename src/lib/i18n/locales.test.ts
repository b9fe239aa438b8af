import { describe, expect, it } from 'vitest'
import { localeFromPath, localizePath, stripLocale } from './locales'
import { preferredHomeLocale, readStoredLocale } from './preference'

describe('language from the path', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/nl', 'nl'],
    ['/nl/', 'nl'],
    ['/nl/over-ons', 'nl'],
    ['/nlx', 'en'],
    ['/nederland', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale)
  })

  it('adds and removes the /nl prefix', () => {
    expect(localizePath('/about', 'nl')).toBe('/nl/about')
    expect(localizePath('/', 'nl')).toBe('/nl')
    expect(localizePath('/nl/about', 'en')).toBe('/about')
    expect(localizePath('/nl', 'en')).toBe('/')
    expect(localizePath('/nl/about', 'nl')).toBe('/nl/about')
    expect(stripLocale('/nl')).toBe('/')
  })
})

describe('preferred language on the home page', () => {
  it('uses the stored preference first, then the browser language', () => {
    expect(preferredHomeLocale('en', ['nl-NL'])).toBe('en')
    expect(preferredHomeLocale(null, ['nl-BE', 'en'])).toBe('nl')
    expect(preferredHomeLocale(null, ['de-DE', 'nl'])).toBe('en')
    expect(preferredHomeLocale(null, [])).toBe('en')
  })

  it('ignores unknown stored values and unavailable storage', () => {
    expect(readStoredLocale({ getItem: () => 'fr' })).toBeNull()
    expect(readStoredLocale({ getItem: () => 'nl' })).toBe('nl')
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBeNull()
    expect(readStoredLocale(undefined)).toBeNull()
  })
})
