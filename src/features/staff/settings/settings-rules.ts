import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { pricedServices } from '~/lib/site-facts-shape'

/**
 * The rules of the business details staff edit, checked by the settings screen and again by the
 * server before the record is saved. Every field may be empty: an empty detail is not shown.
 */
export interface SettingsValues {
  phone: string
  whatsapp: string
  email: string
  street: string
  postal_code: string
  locality: string
  kvk: string
  vat: string
  iban: string
  instagram_url: string
  facebook_url: string
  linkedin_url: string
  youtube_url: string
  opening_hours: { days: string[]; opens: string; closes: string }[]
  prices: Record<string, number>
}

export const settingsMessages = {
  'phone.invalid': msg`Enter the number in international form, for example +31 55 760 1980.`,
  'email.invalid': msg`Please enter a valid email address`,
  'postalCode.invalid': msg`Enter a Dutch postal code, for example 7316 AA.`,
  'kvk.invalid': msg`A Chamber of Commerce (KvK) number has 8 digits.`,
  'vat.invalid': msg`A Dutch VAT number looks like NL123456789B01.`,
  'iban.invalid': msg`This IBAN is not valid: check the letters and digits.`,
  'url.invalid': msg`Enter a full web address starting with https://.`,
  'hours.invalid': msg`Each line needs at least one day and an opening time before the closing time (HH:MM).`,
  'price.invalid': msg`A price is a whole number of euros from 1 to 100,000.`,
} satisfies Record<string, MessageDescriptor>

export type SettingsCode = keyof typeof settingsMessages
export type SettingsErrors = Partial<Record<keyof SettingsValues, SettingsCode>>

export const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

const compact = (value: string) => value.replace(/[\s.-]/g, '')

/** E.164: a plus, a country code and up to 15 digits in all; spaces, dots and dashes are for reading. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(compact(value))
}

export function isKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(compact(value))
}

/** The Dutch VAT number format (btw-id): NL, 9 digits, B, 2 digits. */
export function isDutchVatNumber(value: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(compact(value).toUpperCase())
}

/** ISO 13616: country, check digits, account; the whole number modulo 97 must be 1. */
export function isIban(value: string): boolean {
  const iban = compact(value).toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  if (iban.startsWith('NL') && iban.length !== 18) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

const isHttpsUrl = (value: string) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value)
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

function hoursAreValid(hours: SettingsValues['opening_hours']): boolean {
  return (
    Array.isArray(hours) &&
    hours.every(
      (line) =>
        Array.isArray(line.days) &&
        line.days.length > 0 &&
        line.days.every((day) => (weekDays as readonly string[]).includes(day)) &&
        isTime(line.opens) &&
        isTime(line.closes) &&
        line.opens < line.closes,
    )
  )
}

function pricesAreValid(prices: SettingsValues['prices']): boolean {
  return (
    !!prices &&
    typeof prices === 'object' &&
    Object.entries(prices).every(([service, price]) => (pricedServices as readonly string[]).includes(service) && Number.isInteger(price) && price >= 1 && price <= 100_000)
  )
}

/** The fields that break a rule, each with its code. */
export function checkSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {}
  const filled = (value: string | undefined) => typeof value === 'string' && value.trim() !== ''
  if (filled(values.phone) && !isE164(values.phone)) errors.phone = 'phone.invalid'
  if (filled(values.whatsapp) && !isE164(values.whatsapp)) errors.whatsapp = 'phone.invalid'
  if (filled(values.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'email.invalid'
  if (filled(values.postal_code) && !/^\d{4} ?[A-Z]{2}$/i.test(values.postal_code.trim())) errors.postal_code = 'postalCode.invalid'
  if (filled(values.kvk) && !isKvkNumber(values.kvk)) errors.kvk = 'kvk.invalid'
  if (filled(values.vat) && !isDutchVatNumber(values.vat)) errors.vat = 'vat.invalid'
  if (filled(values.iban) && !isIban(values.iban)) errors.iban = 'iban.invalid'
  for (const field of ['instagram_url', 'facebook_url', 'linkedin_url', 'youtube_url'] as const) {
    if (filled(values[field]) && !isHttpsUrl(values[field].trim())) errors[field] = 'url.invalid'
  }
  if (!hoursAreValid(values.opening_hours ?? [])) errors.opening_hours = 'hours.invalid'
  if (!pricesAreValid(values.prices ?? {})) errors.prices = 'price.invalid'
  return errors
}
