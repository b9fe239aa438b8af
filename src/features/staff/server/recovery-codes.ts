/**
 * Recovery codes: ten single-use codes shown once after enrolment, for a lost phone. Only a hash of
 * each is stored. Ten characters of a 32-letter alphabet hold 50 bits, far beyond guessing under the
 * attempt limits; the letters that look alike (0/O, 1/I/L) are left out.
 */
export const recoveryCodeCount = 10
export const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const recoveryCodeLength = 10

/** "ABCDE-FGHJK": how a code is shown and printed. */
export function formatRecoveryCode(raw: string): string {
  const code = normalizeRecoveryCode(raw)
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** The code as typed, reduced to what is hashed: capitals, no dashes or spaces. */
function normalizeRecoveryCode(typed: string): string {
  return String(typed).toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return normalizeRecoveryCode(typed).length === recoveryCodeLength
}

/** What is hashed for a code: the account id in front, so equal codes of two people differ. */
export function recoveryHashInput(staffId: string, typed: string): string {
  return `staff-recovery:${staffId}:${normalizeRecoveryCode(typed)}`
}
