import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { pocketbase } from '~/lib/pocketbase'

/** The signed-in person as the staff routes describe them (GET /api/site/staff/me). */
export interface StaffUser {
  id: string
  email: string
  name: string
  isAdmin: boolean
  hasMFA: boolean
  /** When this session started (PocketBase date text), and the sign-in before it. */
  lastLogin: string
  previousLogin: string
  /** ISO time the working-day session ends. */
  sessionEndsAt: string
  recoveryCodesLeft: number
}

export interface Enrolment {
  uri: string
  key: string
  issuer: string
  account: string
}

export interface SignedIn {
  token: string
  record: RecordModel
  recoveryCodes?: string[]
}

/**
 * What follows the password: a code from the app; for an account without one, the app's set-up
 * (with the token of the mailed link) or, without the link, the news that it has been mailed.
 */
export type AfterPassword =
  | { mfaId: string; next: 'code' }
  | { mfaId: string; next: 'enrol'; enrolment: Enrolment }
  | { mfaId: string; next: 'linkSent' }

/** Every call the sign-in screen makes, so stories and tests can stand in for the server. */
export interface SignInApi {
  /** The password step, with the token of the set-up link when the page was opened from it. */
  password(email: string, password: string, enrolmentToken?: string): Promise<AfterPassword>
  confirm(mfaId: string, code: string, enrolmentToken: string): Promise<SignedIn>
  verify(mfaId: string, code: string): Promise<SignedIn>
  recover(mfaId: string, recoveryCode: string): Promise<SignedIn>
}

async function post<T>(pb: PocketBase, path: string, body: Record<string, unknown>): Promise<T> {
  return (await pb.send(path, { method: 'POST', body })) as T
}

function signedIn(pb: PocketBase, answer: { token: string; record: RecordModel; meta?: { recoveryCodes?: string[] } }): SignedIn {
  pb.authStore.save(answer.token, answer.record)
  return { token: answer.token, record: answer.record, recoveryCodes: answer.meta?.recoveryCodes }
}

/** The sign-in calls against PocketBase; a completed step stores the session in the browser. */
export const pocketbaseSignIn: SignInApi = {
  async password(email, password, enrolmentToken) {
    const pb = await pocketbase()
    try {
      await pb.collection('staff').authWithPassword(email, password)
    } catch (error) {
      const mfaId = (error as { status?: number; response?: { mfaId?: unknown } }).response?.mfaId
      if ((error as { status?: number }).status !== 401 || typeof mfaId !== 'string') throw error
      // For an account that has the app this answers 409 "factor.present"; for one without, it
      // mails the set-up link (202) or, given the link's token, returns the key to scan.
      try {
        const answer = await post<Enrolment | { code: string }>(pb, '/api/site/staff/totp/enrol', { mfaId, enrolmentToken })
        return 'uri' in answer ? { mfaId, next: 'enrol', enrolment: answer } : { mfaId, next: 'linkSent' }
      } catch (enrolError) {
        if ((enrolError as { status?: number }).status === 409) return { mfaId, next: 'code' }
        throw enrolError
      }
    }
    // MFA is always on: a password alone never signs a staff member in.
    pb.authStore.clear()
    throw Object.assign(new Error('password alone signed in'), { status: 500 })
  },
  async confirm(mfaId, code, enrolmentToken) {
    const pb = await pocketbase()
    return signedIn(pb, await post(pb, '/api/site/staff/totp/confirm', { mfaId, code, enrolmentToken }))
  },
  async verify(mfaId, code) {
    const pb = await pocketbase()
    return signedIn(pb, await post(pb, '/api/site/staff/totp/verify', { mfaId, code }))
  },
  async recover(mfaId, recoveryCode) {
    const pb = await pocketbase()
    return signedIn(pb, await post(pb, '/api/site/staff/totp/recover', { mfaId, recoveryCode }))
  },
}

/** The session calls of the staff area. */
export interface SessionApi {
  /** The person behind the stored token (refreshed first), or null when there is none; throws session.expired when it has run out. */
  current(): Promise<StaffUser | null>
  /** A fresh token; throws with code session.expired once the working day is over. */
  refresh(): Promise<void>
  signOut(): Promise<void>
  signOutEverywhere(): Promise<void>
}

export const pocketbaseSession: SessionApi = {
  async current() {
    const pb = await pocketbase()
    if (!pb.authStore.token) return null
    if (!pb.authStore.isValid || pb.authStore.record?.collectionName !== 'staff') {
      pb.authStore.clear()
      throw Object.assign(new Error('session expired'), { status: 401, response: { code: 'session.expired' } })
    }
    // A fresh token first: the server refuses it once the working day since sign-in is over.
    try {
      await pb.collection('staff').authRefresh()
    } catch (error) {
      // A stored token the server no longer takes, for whatever reason, is a session that has ended.
      if ((error as { status?: number }).status !== 401) throw error
      pb.authStore.clear()
      throw Object.assign(new Error('session expired'), { status: 401, response: { code: 'session.expired' } })
    }
    return (await pb.send('/api/site/staff/me', { method: 'GET' })) as StaffUser
  },
  async refresh() {
    const pb = await pocketbase()
    await pb.collection('staff').authRefresh()
  },
  async signOut() {
    const pb = await pocketbase()
    pb.realtime.unsubscribe().catch(() => {})
    pb.authStore.clear()
  },
  async signOutEverywhere() {
    const pb = await pocketbase()
    await pb.send('/api/site/staff/sign-out-everywhere', { method: 'POST' })
    pb.realtime.unsubscribe().catch(() => {})
    pb.authStore.clear()
  },
}
