/**
 * The security check of the public forms (product rule: scripts, javascript: and data:text/html
 * URIs, inline event handlers, eval and expression calls, iframes, more than 10,000 characters or
 * more than 3 links in one text). Any flagged text rejects the whole submission.
 */
const dangerousPatterns = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
  /<\s*iframe\b/i,
  /data\s*:\s*text\/html/i,
]
const linkPattern = /(https?:\/\/|www\.)/gi
const maxTextLength = 10_000
const maxLinksPerText = 3

export function isFlaggedText(text: string): boolean {
  if (text.length > maxTextLength) return true
  if ((text.match(linkPattern) ?? []).length > maxLinksPerText) return true
  return dangerousPatterns.some((pattern) => pattern.test(text))
}

/** True when any text anywhere in the value (nested objects and arrays included) is flagged. */
export function hasFlaggedText(value: unknown): boolean {
  if (typeof value === 'string') return isFlaggedText(value)
  if (value && typeof value === 'object') return Object.values(value).some(hasFlaggedText)
  return false
}
