import type { Locale } from './i18n/locales'

/**
 * A phone number as each language writes it in running text: staff enter it in the international
 * form ("+31 55 760 1980"), which English keeps; Dutch text uses the national form ("055 760 1980").
 */
export function phoneForReading(phone: string, locale: Locale): string {
  return locale === 'nl' ? phone.replace(/^\+31\s*(\(0\)\s*)?/, '0') : phone
}
