import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { mailGreeting } from '~/lib/i18n/mail-greeting'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { amsterdamOffsetHours } from '../amsterdam-day'
import { accountLockout, enrolmentLinkMinutes } from './session'

export interface MailText {
  subject: string
  text: string
}

export interface StaffMailContext {
  /** The staff member's name, '' when none is stored. */
  name: string
  appName: string
  locale: Locale
}

function letter(context: StaffMailContext, subject: string, paragraphs: string[]): MailText {
  return { subject, text: [mailGreeting(context.name, context.locale), ...paragraphs, context.appName].join('\n\n') }
}

/** The link that lets the owner of a staff account set up its second factor. */
export function enrolmentLinkMailText(context: StaffMailContext, link: string): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, context.locale)
  const minutes = enrolmentLinkMinutes
  return letter(context, t(msg`Set up the second step of your staff sign-in`), [
    t(msg`Someone signed in to the staff area with your e-mail address and password. Your account has no authenticator app yet; to set one up, open this link in the same browser and sign in once more:`),
    link,
    t(msg`The link works once, for ${minutes} minutes.`),
    t(msg`Was this not you? Then someone else knows your password. Do not open the link, change your password at once and tell an administrator.`),
  ])
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value))

/** "14:35" in the Netherlands. */
function amsterdamClock(instant: Date): string {
  const local = new Date(instant.getTime() + amsterdamOffsetHours(instant) * 3600000)
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
}

/** Sent once per pause: wrong codes mean someone else has the password. */
export function accountLockedMailText(context: StaffMailContext, lockedUntil: Date): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, context.locale)
  const wrongCodes = accountLockout.wrongCodes
  const windowMinutes = accountLockout.windowMinutes
  const until = amsterdamClock(lockedUntil)
  return letter(context, t(msg`Sign-in to your staff account is paused`), [
    t(msg`Someone entered ${wrongCodes} wrong codes for your staff account within ${windowMinutes} minutes, after giving your password. Sign-in to your account is paused until ${until} (Dutch time).`),
    t(msg`Was this not you? Then someone else knows your password: change it as soon as you can sign in again and tell an administrator.`),
  ])
}
