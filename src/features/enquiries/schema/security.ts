/** spec §5 "Security check": patterns that reject the whole form. */
const securityPatterns = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
  /<\s*iframe\b/i,
  /data\s*:\s*text\/html/i,
]
const urlPattern = /(https?:\/\/|www\.)/gi
const maxFieldLength = 10_000
const maxUrls = 3

export function isFlaggedText(text: string): boolean {
  if (text.length > maxFieldLength) return true
  if ((text.match(urlPattern) ?? []).length > maxUrls) return true
  return securityPatterns.some((pattern) => pattern.test(text))
}

/** True when any text anywhere in the value is flagged. */
export function hasFlaggedText(value: unknown): boolean {
  if (typeof value === 'string') return isFlaggedText(value)
  if (value && typeof value === 'object') return Object.values(value).some(hasFlaggedText)
  return false
}
