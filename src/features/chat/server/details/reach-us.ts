import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatHours } from '~/content/facts'
import { weekdayName } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import type { SiteFacts } from '~/lib/site-facts-shape'
import { phoneForReading } from '~/lib/phone'

/**
 * The business details in the assistant's answers come from the settings record (decision 025),
 * read for every message: a detail staff have not set is not mentioned, and the answer offers
 * the ways that remain (the enquiry form always does).
 */

/** "a, b or c" / "a, b of c". */
export function orList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? ''
  const list = items.slice(0, -1).join(', ')
  const last = items[items.length - 1]!
  return translate(msg`${list} or ${last}`, locale)
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "call us at +31 ...", "send a WhatsApp message", "e-mail us at ...": the direct ways that are set. */
export function directRoutes(facts: SiteFacts, locale: Locale): string[] {
  const { phone, whatsapp, email } = facts
  const routes: string[] = []
  if (phone) {
    const readablePhone = phoneForReading(phone, locale)
    routes.push(translate(msg`call us at ${readablePhone}`, locale))
  }
  if (whatsapp && whatsapp === phone) routes.push(translate(msg`send a WhatsApp message`, locale))
  else if (whatsapp) {
    const readableWhatsapp = phoneForReading(whatsapp, locale)
    routes.push(translate(msg`send a WhatsApp message to ${readableWhatsapp}`, locale))
  }
  if (email) routes.push(translate(msg`e-mail us at ${email}`, locale))
  return routes
}

/** The ways to reach us as one clause: `first` (the form, the chat's own button), the direct ways, then `last`. */
export function reachUs(facts: SiteFacts, locale: Locale, ways: { first?: MessageDescriptor; last?: MessageDescriptor }): string {
  const items = [...(ways.first ? [translate(ways.first, locale)] : []), ...directRoutes(facts, locale), ...(ways.last ? [translate(ways.last, locale)] : [])]
  return orList(items, locale)
}

/** When no direct way is set, the contact page's form is the way to us. */
export const contactPageForm = msg`send us a message with the form on our contact page`

/** "Vliegveldweg 12, 7316 AA Apeldoorn" from the parts that are set; '' when none is. */
export function addressText(facts: SiteFacts): string {
  const { street, postalCode, locality } = facts.address ?? {}
  const town = [postalCode, locality].filter(Boolean).join(' ')
  return [street, town].filter(Boolean).join(', ')
}

const dayOrder = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
const dayNumber = (day: string) => (dayOrder.indexOf(day) + 1) % 7

/** "Monday to Friday" for a run of days, "Monday, Wednesday and Friday" otherwise. */
function daysText(days: readonly string[], locale: Locale): string {
  const known = dayOrder.filter((day) => days.includes(day))
  const names = known.map((day) => weekdayName(dayNumber(day), locale))
  const run = known.length > 2 && dayOrder.indexOf(known[known.length - 1]!) - dayOrder.indexOf(known[0]!) === known.length - 1
  if (run) {
    const first = names[0]!
    const last = names[names.length - 1]!
    return translate(msg`${first} to ${last}`, locale)
  }
  if (names.length <= 1) return names[0] ?? ''
  const list = names.slice(0, -1).join(', ')
  const last = names[names.length - 1]!
  return translate(msg`${list} and ${last}`, locale)
}

/** "Monday to Friday 9:00-18:00. Saturday 10:00-16:00" from the stored hours; '' when none are set. */
export function openingHoursText(facts: SiteFacts, locale: Locale): string {
  return (facts.openingHours ?? [])
    .filter((line) => Array.isArray(line.days) && line.days.length > 0)
    .map((line) => `${capitalised(daysText(line.days, locale))} ${formatHours(line, locale)}`)
    .join('. ')
}
