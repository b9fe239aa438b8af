import type { EnquiryFilters } from './enquiry-types'

/** Dates are compared as PocketBase stores them (UTC); a day runs from 00:00 to 24:00 in Amsterdam. */
function amsterdamMidnightUtc(day: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number)
  const noon = Date.UTC(year!, month! - 1, date! + addDays, 12)
  const offsetHours = amsterdamOffsetHours(new Date(noon))
  return new Date(Date.UTC(year!, month! - 1, date! + addDays, 0 - offsetHours)).toISOString().replace('T', ' ')
}

/** +1 in winter, +2 in summer (the EU switches at 01:00 UTC on the last Sundays of March and October). */
export function amsterdamOffsetHours(moment: Date): number {
  const year = moment.getUTCFullYear()
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1))
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
  }
  const time = moment.getTime()
  return time >= lastSunday(2) && time < lastSunday(9) ? 2 : 1
}

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * The PocketBase filter of the inbox, with every value as a parameter (`pb.filter` escapes them).
 * "waiting" is an enquiry nobody has answered or closed yet.
 */
export function enquiryFilter(filters: EnquiryFilters): { expression: string; params: Record<string, string> } {
  const parts: string[] = []
  const params: Record<string, string> = {}
  if (filters.status === 'waiting') parts.push("(status = 'new' || status = 'in_progress')")
  else if (filters.status) {
    parts.push('status = {:status}')
    params.status = filters.status
  }
  if (filters.formType) {
    parts.push('form_type = {:formType}')
    params.formType = filters.formType
  }
  if (filters.service) {
    parts.push('service = {:service}')
    params.service = filters.service
  }
  if (filters.locale) {
    parts.push('locale = {:locale}')
    params.locale = filters.locale
  }
  if (isDay(filters.from)) {
    parts.push('created >= {:from}')
    params.from = amsterdamMidnightUtc(filters.from)
  }
  if (isDay(filters.to)) {
    parts.push('created < {:to}')
    params.to = amsterdamMidnightUtc(filters.to, 1)
  }
  if (filters.mailFailed) parts.push("(staff_mail = 'failed' || customer_mail = 'failed')")
  const search = filters.search?.trim()
  if (search) {
    parts.push('(name ~ {:search} || email ~ {:search} || phone ~ {:search} || message ~ {:search} || internal_notes ~ {:search} || id = {:search})')
    params.search = search
  }
  return { expression: parts.join(' && '), params }
}
