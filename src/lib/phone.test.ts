import { describe, expect, it } from 'vitest'
import { phoneForReading } from './phone'

describe('phone numbers in text', () => {
  it('keep the international form in English and take the national form in Dutch', () => {
    expect(phoneForReading('+31 55 760 1980', 'en')).toBe('+31 55 760 1980')
    expect(phoneForReading('+31 55 760 1980', 'nl')).toBe('055 760 1980')
    expect(phoneForReading('+31 (0)6 1234 5678', 'nl')).toBe('06 1234 5678')
  })

  it('leave a foreign number as it is', () => {
    expect(phoneForReading('+32 2 123 45 67', 'nl')).toBe('+32 2 123 45 67')
  })
})
