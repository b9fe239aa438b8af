import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { accountLockout } from './server/session'

const waitMinutes = accountLockout.waitMinutes

/**
 * What a staff member reads for each code of the sign-in and staff routes. The sign-in screen shows
 * these through Lingui; the hooks answer with the same catalog entries (scripts/hooks-bundle.mjs).
 */
export const staffMessages = {
  'credentials.invalid': msg`The e-mail address or password is not right.`,
  'code.invalid': msg`That code is not right. Type the 6-digit code your authenticator app shows now.`,
  'code.used': msg`That code was already used. Wait for the next code in your authenticator app.`,
  'recovery.invalid': msg`That recovery code is not right or was already used.`,
  'attempts.exceeded': msg`Too many wrong codes. Sign in again with your password.`,
  'signIn.expired': msg`This sign-in took too long. Sign in again with your password.`,
  'session.expired': msg`Your session has ended. Sign in again to continue.`,
  'factor.missing': msg`This account has no authenticator app yet. Sign in again to set one up.`,
  'factor.present': msg`This account already has an authenticator app. Sign in with a code from it.`,
  'enrolment.linkSent': msg`To set up your authenticator app, open the link we have just sent to your e-mail address. It works once, for an hour.`,
  'enrolment.linkInvalid': msg`This set-up link has expired or was already used. Sign in again to receive a new one.`,
  'account.locked': msg`Too many wrong codes for this account. Sign-in is paused for ${waitMinutes} minutes; we have sent you an e-mail.`,
  'access.denied': msg`Your account has no rights for this. Ask an administrator.`,
  'record.notFound': msg`This item no longer exists.`,
  'enquiry.readOnly': msg`Only the status and the internal notes of an enquiry can be changed.`,
  'chat.readOnly': msg`A chat conversation or question can only be marked handled or not handled.`,
  'request.rateLimited': msg`Too many attempts from this device. Wait a few minutes and try again.`,
  'request.failed': msg`Something went wrong. Please try again.`,
} satisfies Record<string, MessageDescriptor>

export type StaffCode = keyof typeof staffMessages

export function staffMessageFor(code: string): MessageDescriptor {
  return (staffMessages as Record<string, MessageDescriptor>)[code] ?? staffMessages['request.failed']
}
