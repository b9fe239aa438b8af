import type { StaffCode } from '../staff-messages'
import { staffMessages } from '../staff-messages'

/** What went wrong, as one of the staff codes, from an SDK error or a failed fetch. */
export function staffErrorCode(error: unknown, step: 'password' | 'code' | 'other' = 'other'): StaffCode {
  const failure = error as { status?: number; response?: { code?: unknown } } | null
  const status = failure?.status ?? 0
  const code = failure?.response?.code
  if (typeof code === 'string' && code in staffMessages) return code as StaffCode
  if (status === 429) return 'request.rateLimited'
  if (step === 'password' && status === 400) return 'credentials.invalid'
  if (status === 401) return 'session.expired'
  if (status === 403) return 'access.denied'
  if (status === 404) return 'record.notFound'
  return 'request.failed'
}
