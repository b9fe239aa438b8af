import { describe, expect, it } from 'vitest'
import { cookieBannerIsOpen, popupAlreadyHandled, rememberPopup } from './popup-memory'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('newsletter popup memory', () => {
  it('is shown until dismissed or used, then never again', () => {
    const storage = memoryStorage()
    expect(popupAlreadyHandled(storage)).toBe(false)
    rememberPopup(storage, 'dismissed')
    expect(popupAlreadyHandled(storage)).toBe(true)
  })

  it('stays away when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(popupAlreadyHandled(broken)).toBe(true)
  })

  it('knows when the cookie banner is open', () => {
    expect(cookieBannerIsOpen({ querySelector: () => ({}) as Element })).toBe(true)
    expect(cookieBannerIsOpen({ querySelector: () => null })).toBe(false)
  })
})
