import { amsterdamMidnightUtc, isDay } from '../amsterdam-day'
import type { EnquiryFilters } from './enquiry-types'

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
