import { submissionLimit, submissionWindowSeconds } from './schema/options'

/** The enquiry limit per form type, checked before sending as a courtesy; the route enforces the same. */
const submissionWindowMs = submissionWindowSeconds * 1000

export function isWithinLimit(history: readonly number[], now: number): boolean {
  return history.filter((time) => now - time < submissionWindowMs).length < submissionLimit
}

const storageKey = (formType: string) => `enquiry-submissions:${formType}`

function readHistory(formType: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(formType)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : []
  } catch {
    return []
  }
}

export function mayRecordSubmission(formType: string, now = Date.now()): boolean {
  const history = readHistory(formType)
  if (!isWithinLimit(history, now)) return false
  const recent = [...history.filter((time) => now - time < submissionWindowMs), now]
  try {
    window.sessionStorage.setItem(storageKey(formType), JSON.stringify(recent))
  } catch {
    // Storage unavailable: the server's limit still applies.
  }
  return true
}
