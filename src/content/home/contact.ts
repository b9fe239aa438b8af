import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { openingHours, replyWithinHours } from '../facts'

const hours = replyWithinHours

export const contactIntro = {
  title: msg`Contact`,
  lead: msg`Ask for a quote or ask us anything. We reply within ${hours} hours.`,
  officeHours: msg`Office hours`,
  timezone: msg`Central European Time`,
  callNow: msg`Call now`,
  emailDirect: msg`E-mail us directly`,
  whatsapp: msg`Message us on WhatsApp`,
  opensInNewTab: msg`(opens in a new tab)`,
  reply: msg`We reply to every message within ${hours} hours.`,
}

/** Day labels in the order of `openingHours` in the facts module. */
const dayLabels: Record<string, MessageDescriptor> = {
  'Mo-Fr': msg`Monday to Friday`,
  Sa: msg`Saturday`,
}

export const officeHours = openingHours.map((entry) => {
  const key = entry.days.length > 1 ? `${entry.days[0]}-${entry.days[entry.days.length - 1]}` : entry.days[0]
  const label = dayLabels[key]
  if (!label) throw new Error(`No label for opening days ${key}`)
  return { key, label, opens: entry.opens, closes: entry.closes }
})
