import { msg } from '@lingui/core/macro'
import type { Locale } from './locales'
import { translate } from './translate-in-hooks'

/**
 * The first line of every mail the server writes: by name when the person gave one, and never a
 * typed name in a mail to an address nobody has confirmed (those pass '').
 */
export function mailGreeting(name: string, locale: Locale): string {
  return name ? translate(msg`Dear ${name},`, locale) : translate(msg`Hello,`, locale)
}
