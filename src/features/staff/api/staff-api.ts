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

/** Every call the sign-in screen makes, so stories and tests can stand in for the server. */
export interface SignInApi {
  /** The password step: the mfaId of the sign-in attempt, and whether the account still needs the app set up. */
  password(email: string, password: string): Promise<{ mfaId: string; needsEnrolment: boolean }>
  enrol(mfaId: string): Promise<Enrolment>
  confirm(mfaId: string, code: string): Promise<SignedIn>
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
  async password(email, password) {
    const pb = await pocketbase()
    try {
      await pb.collection('staff').authWithPassword(email, password)
    } catch (error) {
      const mfaId = (error as { status?: number; response?: { mfaId?: unknown } }).response?.mfaId
      if ((error as { status?: number }).status !== 401 || typeof mfaId !== 'string') throw error
      // Asking for the enrolment of an account that has the app answers 409 "factor.present".
      try {
        await post(pb, '/api/site/staff/totp/enrol', { mfaId })
        return { mfaId, needsEnrolment: true }
      } catch (enrolError) {
        if ((enrolError as { status?: number }).status === 409) return { mfaId, needsEnrolment: false }
        throw enrolError
      }
    }
    // MFA is always on: a password alone never signs a staff member in.
    pb.authStore.clear()
    throw Object.assign(new Error('password alone signed in'), { status: 500 })
  },
  async enrol(mfaId) {
    return post<Enrolment>(await pocketbase(), '/api/site/staff/totp/enrol', { mfaId })
  },
  async confirm(mfaId, code) {
    const pb = await pocketbase()
    return signedIn(pb, await post(pb, '/api/site/staff/totp/confirm', { mfaId, code }))
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
