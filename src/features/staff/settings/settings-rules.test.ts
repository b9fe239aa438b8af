import { describe, expect, it } from 'vitest'
import { checkSettings, isDutchVatNumber, isE164, isIban, isKvkNumber, type SettingsValues } from './settings-rules'

const empty: SettingsValues = {
  phone: '', whatsapp: '', email: '', street: '', postal_code: '', locality: '', kvk: '', vat: '', iban: '',
  instagram_url: '', facebook_url: '', linkedin_url: '', youtube_url: '', opening_hours: [], prices: {},
}

describe('business detail rules', () => {
  it('E.164 phone numbers, spaces allowed', () => {
    for (const valid of ['+31557601980', '+31 55 760 1980', '+31 6 1234 5678', '+1-202-555-0123']) expect(isE164(valid), valid).toBe(true)
    for (const invalid of ['0557601980', '+0557601980', '+31 55', '+1234567890123456', 'call us']) expect(isE164(invalid), invalid).toBe(false)
  })

  it('KvK numbers of 8 digits', () => {
    expect(isKvkNumber('08123456')).toBe(true)
    expect(isKvkNumber('0812 3456')).toBe(true)
    expect(isKvkNumber('8123456')).toBe(false)
    expect(isKvkNumber('0812345A')).toBe(false)
  })

  it('Dutch VAT numbers', () => {
    expect(isDutchVatNumber('NL812345678B01')).toBe(true)
    expect(isDutchVatNumber('nl 8123.45678 b01')).toBe(true)
    expect(isDutchVatNumber('NL812345678')).toBe(false)
    expect(isDutchVatNumber('BE0123456789')).toBe(false)
  })

  it('IBANs with their check digits', () => {
    for (const valid of ['NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300', 'DE89 3704 0044 0532 0130 00', 'BE68539007547034']) expect(isIban(valid), valid).toBe(true)
    for (const invalid of ['NL92 ABNA 0417 1643 00', 'NL91 ABNA 0417 1643 0', 'DE89 3704 0044 0532 0130 01', 'not an iban']) expect(isIban(invalid), invalid).toBe(false)
  })

  it('accepts an empty record: nothing set, nothing shown', () => {
    expect(checkSettings(empty)).toEqual({})
  })

  it('names each field that breaks its rule', () => {
    expect(
      checkSettings({
        ...empty,
        phone: '055 760 1980',
        email: 'info@',
        postal_code: '73166',
        kvk: '123',
        vat: 'NL123',
        iban: 'NL00 ABNA 0417 1643 00',
        instagram_url: 'http://instagram.com/x',
        opening_hours: [{ days: ['Mo'], opens: '18:00', closes: '09:00' }],
        prices: { 'tandem-jumps': 0 },
      }),
    ).toEqual({
      phone: 'phone.invalid',
      email: 'email.invalid',
      postal_code: 'postalCode.invalid',
      kvk: 'kvk.invalid',
      vat: 'vat.invalid',
      iban: 'iban.invalid',
      instagram_url: 'url.invalid',
      opening_hours: 'hours.invalid',
      prices: 'price.invalid',
    })
    expect(checkSettings({ ...empty, prices: { 'bungee-jumps': 99 } })).toEqual({ prices: 'price.invalid' })
    expect(checkSettings({ ...empty, opening_hours: [{ days: ['Mo', 'Xx'], opens: '09:00', closes: '18:00' }] })).toEqual({ opening_hours: 'hours.invalid' })
  })
})
