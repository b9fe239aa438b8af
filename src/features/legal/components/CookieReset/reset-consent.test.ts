import { describe, expect, it, vi } from 'vitest'
import { resetConsent } from './reset-consent'

describe('resetting cookie consent', () => {
  it('removes the stored choice and announces a consent update without a choice', () => {
    const storage = { removeItem: vi.fn() }
    const target = new EventTarget()
    const heard: unknown[] = []
    target.addEventListener('consent-updated', (event) => heard.push((event as CustomEvent).detail))
    resetConsent(storage, target)
    expect(storage.removeItem).toHaveBeenCalledWith('cookieConsent')
    expect(heard).toEqual([null])
  })
})
