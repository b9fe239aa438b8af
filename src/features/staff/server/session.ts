/**
 * A staff session lasts one working day from the moment of sign-in (office hours are 9:00-18:00):
 * the browser refreshes its token while the screens are open, and the server refuses a refresh once
 * the day is over. A token lives an hour (the staff collection's authToken.duration), so a session
 * ends at most an hour after the refusal.
 */
const sessionHours = 9
/** The browser asks for a fresh token this often while a staff screen is open. */
export const refreshEverySeconds = 600
/** A sign-in attempt (password given, code not yet) lasts this long, and allows this many wrong codes. */
export const signInAttemptSeconds = 300
export const maxCodeAttempts = 5

export function sessionEndsAt(signedInAtMilliseconds: number): number {
  return signedInAtMilliseconds + sessionHours * 3600 * 1000
}

export function sessionHasEnded(signedInAtMilliseconds: number, nowMilliseconds: number): boolean {
  return !(signedInAtMilliseconds > 0) || nowMilliseconds >= sessionEndsAt(signedInAtMilliseconds)
}

/**
 * Setting up a second factor needs the password and a link mailed to the account's address: a
 * password learnt before its owner signs in is not enough. The link works this long, once; a new
 * one is mailed at most this often (each replaces the one before).
 */
export const enrolmentLinkMinutes = 60
export const enrolmentLinkResendSeconds = 120

/**
 * Wrong codes of one account from any address: after this many within the window the account
 * waits, and its owner gets a mail (a wrong code means someone has the password).
 */
export const accountLockout = { wrongCodes: 10, windowMinutes: 15, waitMinutes: 15 } as const
