/**
 * What the staff routes and hooks in pb_hooks run of this feature, bundled into
 * pb_hooks/lib/generated/staff.js by scripts/hooks-bundle.mjs: the code checks, the session rules
 * and the texts the sign-in screen shows too.
 */
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { checkSettings, settingsMessages, type SettingsValues } from '../settings/settings-rules'
import { staffMessageFor } from '../staff-messages'

export { base32Alphabet, secretLength, checkCode, enrolmentFor, stepAt, totpPeriodSeconds } from './totp'
export {
  recoveryAlphabet,
  recoveryCodeCount,
  recoveryCodeLength,
  formatRecoveryCode,
  looksLikeRecoveryCode,
  recoveryHashInput,
} from './recovery-codes'
export { parseAdminEmails, isAdminEmail } from './admin-emails'
export { maxCodeAttempts, sessionEndsAt, sessionHasEnded, signInAttemptSeconds } from './session'
export { changedFields, handledCollections, readOnlyRefusal } from './record-changes'

export interface StaffRejection {
  code: string
  message: string
}

/** The body of a refused staff request, in the language the browser asks for. */
export function rejectionBody(code: string, locale: Locale): StaffRejection {
  return { code, message: translate(staffMessageFor(code), locale) }
}

/** The settings record's rules: null when every field keeps them, else the body of the refusal. */
export function settingsRejection(values: SettingsValues, locale: Locale): (StaffRejection & { errors: Record<string, StaffRejection> }) | null {
  const errors = checkSettings(values)
  const fields = Object.keys(errors) as (keyof SettingsValues)[]
  if (fields.length === 0) return null
  const body: Record<string, StaffRejection> = {}
  for (const field of fields) {
    const code = errors[field]!
    body[field] = { code, message: translate(settingsMessages[code], locale) }
  }
  return { code: 'validation_failed', message: body[fields[0]!]!.message, errors: body }
}
export { accountLockout, enrolmentLinkMinutes, enrolmentLinkResendSeconds } from './session'
export { accountLockedMailText, enrolmentLinkMailText } from './staff-mail-text'
