import { Secret, TOTP } from 'otpauth'

/**
 * The time-based codes of the staff sign-in: RFC 6238 with SHA-1, 6 digits and 30-second steps, as
 * every authenticator app reads them from a QR code. A code of the step before or after the current
 * one is accepted too, for clocks that drift.
 */
export const totpPeriodSeconds = 30
const totpDigits = 6
const totpDriftSteps = 1
const totpIssuer = 'ParaPro Skydiving'

/** The base32 alphabet of TOTP keys; the hooks draw 32 of these at random (160 bits, RFC 4226's advice). */
export const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const secretLength = 32

function totpFor(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: account,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  })
}

export interface Enrolment {
  /** The otpauth:// URI the QR code carries. */
  uri: string
  /** The key to type by hand, in groups of four. */
  key: string
  issuer: string
  account: string
}

export function enrolmentFor(secret: string, account: string): Enrolment {
  return { uri: totpFor(secret, account).toString(), key: groupKey(secret), issuer: totpIssuer, account }
}

export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The step number of a moment: the count of 30-second periods since 1970. */
export function stepAt(milliseconds: number): number {
  return Math.floor(milliseconds / 1000 / totpPeriodSeconds)
}

export type CodeCheck = { ok: true; step: number } | { ok: false; code: 'code.invalid' | 'code.used' }

/**
 * Checks a code against a key. `lastStep` is the step of the last code accepted for this key: a code
 * of that step or an earlier one is refused, so a code seen over someone's shoulder cannot be replayed.
 */
export function checkCode(secret: string, code: string, nowMilliseconds: number, lastStep: number): CodeCheck {
  const token = String(code).replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token) || !secret) return { ok: false, code: 'code.invalid' }
  const delta = totpFor(secret).validate({ token, timestamp: nowMilliseconds, window: totpDriftSteps })
  if (delta === null) return { ok: false, code: 'code.invalid' }
  const step = stepAt(nowMilliseconds) + delta
  if (step <= lastStep) return { ok: false, code: 'code.used' }
  return { ok: true, step }
}

/** The code of a key at a moment (tests, and the development seed). */
export function codeAt(secret: string, milliseconds: number): string {
  return totpFor(secret).generate({ timestamp: milliseconds })
}
