import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
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

const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

/** "Monday to Friday", "Saturday", "Tuesday, Thursday": the days of one line of the opening hours staff set. */
export function openingDaysLabel(days: readonly string[], i18n: I18n): string {
  // 5 January 2026 is a Monday: the day names come from the browser's own calendar texts.
  const dayName = (index: number) => new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + index))
  const indexes = [...new Set(days.map((day) => weekDays.indexOf(day)).filter((index) => index >= 0))].sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of indexes) {
    const run = runs[runs.length - 1]
    if (run && run[run.length - 1] === index - 1) run.push(index)
    else runs.push([index])
  }
  const label = runs
    .map((run) => {
      if (run.length === 1) return dayName(run[0]!)
      const first = dayName(run[0]!)
      const last = dayName(run[run.length - 1]!)
      return i18n._(msg`${first} to ${last}`)
    })
    .join(', ')
  return label.charAt(0).toLocaleUpperCase(i18n.locale) + label.slice(1)
}

/** The example hours of the facts module, for the chat's answers and the search index. */
export const officeHours = openingHours.map((entry) => {
  const key = entry.days.length > 1 ? `${entry.days[0]}-${entry.days[entry.days.length - 1]}` : entry.days[0]
  const label = dayLabels[key]
  if (!label) throw new Error(`No label for opening days ${key}`)
  return { key, label, opens: entry.opens, closes: entry.closes }
})
