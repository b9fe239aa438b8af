/**
 * Staff sign-in with password + TOTP: the first sign-in mails a set-up link, which with the password
 * enrols the authenticator app (key, otpauth URI, first code, ten recovery codes shown once), later sign-ins take a code, a code is never
 * accepted twice, a recovery code works once, wrong codes are limited per sign-in attempt and per
 * client, a session ends after a working day, and "sign out everywhere" ends every session.
 * Codes come from Debian's oathtool and from otpauth.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  awayFromStepEdge,
  callApi,
  createStaffAccount,
  enrolStaff,
  mailedEnrolmentToken,
  nextClientIp,
  oathtoolCode,
  otpauthCode,
  passwordStep,
  staffRecord,
  updateStaffRecord,
  type EnrolledAccount,
} from '../support/staff'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString().replace('T', ' ')

describe('the first sign-in enrols the authenticator app', () => {
  it('password, the mailed link, key and QR URI, a wrong code refused, the first code from oathtool, ten recovery codes once', async () => {
    const account = await createStaffAccount({ admin: true })
    const ip = nextClientIp()

    const password = await callApi('POST', '/api/collections/staff/auth-with-password', { ip, body: { identity: account.email, password: account.password } })
    expect(password.status).toBe(401)
    expect(Object.keys(password.json)).toEqual(['mfaId'])
    const mfaId = String(password.json.mfaId)

    const enrolmentToken = await mailedEnrolmentToken(account, mfaId, ip)
    const enrolment = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId, enrolmentToken } })
    expect(enrolment.status).toBe(200)
    const key = String(enrolment.json.key)
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)
    const uri = new URL(String(enrolment.json.uri))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/ParaPro Skydiving:${account.email}`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'ParaPro Skydiving', secret: key.replaceAll(' ', ''), algorithm: 'SHA1', digits: '6', period: '30' })

    // asking again in the same attempt gives the same key (a reload of the enrolment screen)
    const again = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId, enrolmentToken } })
    expect(again.json.key).toBe(key)

    const wrong = await callApi('POST', '/api/site/staff/totp/confirm', { ip, body: { mfaId, code: '000000', enrolmentToken } })
    expect(wrong.status).toBe(400)
    expect(wrong.json.code).toBe('code.invalid')
    expect((await staffRecord(account.id)).totp_enabled).toBe(false)

    await awayFromStepEdge()
    const confirmed = await callApi('POST', '/api/site/staff/totp/confirm', { ip, body: { mfaId, code: oathtoolCode(key), enrolmentToken } })
    expect(confirmed.status).toBe(200)
    expect(String(confirmed.json.token)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const record = confirmed.json.record as Record<string, unknown>
    expect(record.totp_enabled).toBe(true)
    expect(record).not.toHaveProperty('totp_secret')
    expect(record).not.toHaveProperty('recovery_codes')
    const codes = (confirmed.json.meta as { recoveryCodes: string[] }).recoveryCodes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)

    // stored: the secret, and only hashes of the recovery codes
    const stored = await staffRecord(account.id)
    expect(stored.totp_secret).toBe(key.replaceAll(' ', ''))
    expect(stored.totp_pending_secret).toBe('')
    const hashes = stored.recovery_codes as string[]
    expect(hashes).toHaveLength(10)
    for (const code of codes) expect(JSON.stringify(hashes)).not.toContain(code.replace('-', ''))

    // the attempt is finished: its mfaId cannot be used again
    const reused = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code: oathtoolCode(key, 'next') } })
    expect(reused.status).toBe(400)
    expect(reused.json.code).toBe('signIn.expired')

    const me = await callApi('GET', '/api/site/staff/me', { token: String(confirmed.json.token) })
    expect(me.status).toBe(200)
    expect(me.json).toMatchObject({ email: account.email, isAdmin: true, hasMFA: true, recoveryCodesLeft: 10 })
    expect(Date.parse(String(me.json.lastLogin).replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000)
  })

  it('an account with a factor cannot enrol again, and one without cannot verify', async () => {
    const enrolled = await enrolStaff(await createStaffAccount({ admin: true }))
    const ip = nextClientIp()
    const refused = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId: await passwordStep(enrolled, ip) } })
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('factor.present')

    const fresh = await createStaffAccount({ admin: true })
    const missing = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(fresh, ip), code: '123456' } })
    expect(missing.status).toBe(409)
    expect(missing.json.code).toBe('factor.missing')
  })

  it('e-mail codes are no longer a way in, and a password alone gives no token', async () => {
    const account = await createStaffAccount({ admin: true })
    const otp = await callApi('POST', '/api/collections/staff/request-otp', { body: { email: account.email } })
    expect([400, 403]).toContain(otp.status)
    expect(otp.json).not.toHaveProperty('otpId')
    const wrongPassword = await callApi('POST', '/api/collections/staff/auth-with-password', { body: { identity: account.email, password: 'not-the-password' } })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.json).not.toHaveProperty('mfaId')
    expect(wrongPassword.json).not.toHaveProperty('token')
  })
})

describe('later sign-ins', () => {
  let account: EnrolledAccount
  beforeAll(async () => {
    account = await enrolStaff(await createStaffAccount({ admin: true }))
  })

  it('a code from otpauth signs in; the same code is refused the next time', async () => {
    await awayFromStepEdge()
    const code = otpauthCode(account.key, 'now')
    const ip = nextClientIp()
    const first = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(account, ip), code } })
    expect(first.status).toBe(200)
    expect(first.json.token).toBeTruthy()

    const replay = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(account, ip), code } })
    expect(replay.status).toBe(400)
    expect(replay.json.code).toBe('code.used')
    expect(replay.json).not.toHaveProperty('token')
    // an older step than the last one accepted is refused as used too
    const older = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(account, ip), code: oathtoolCode(account.key, 'previous') } })
    expect(older.json.code).toBe('code.used')
  })

  it('a recovery code signs in once', async () => {
    const [recoveryCode] = account.recoveryCodes
    const ip = nextClientIp()
    const first = await callApi('POST', '/api/site/staff/totp/recover', { ip, body: { mfaId: await passwordStep(account, ip), recoveryCode: recoveryCode!.toLowerCase().replace('-', ' ') } })
    expect(first.status).toBe(200)
    expect(first.json.meta).toEqual({ recoveryCodesLeft: 9 })

    const second = await callApi('POST', '/api/site/staff/totp/recover', { ip, body: { mfaId: await passwordStep(account, ip), recoveryCode } })
    expect(second.status).toBe(400)
    expect(second.json.code).toBe('recovery.invalid')
    expect((await staffRecord(account.id)).recovery_codes).toHaveLength(9)
  })

  it('five wrong codes end the sign-in attempt; then even the right code needs a new password step', async () => {
    const ip = nextClientIp()
    const mfaId = await passwordStep(account, ip)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code: '000000' } })).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const locked = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code: '000000' } })
    expect(locked.status).toBe(429)
    expect(locked.json.code).toBe('attempts.exceeded')
    await awayFromStepEdge()
    const right = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code: oathtoolCode(account.key, 'next') } })
    expect(right.status).toBe(400)
    expect(right.json.code).toBe('signIn.expired')
  })

  it('one client gets 15 code requests in 5 minutes, then 429', async () => {
    const ip = nextClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 16; i++) {
      statuses.push((await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: 'aaaaaaaaaaaaaaa', code: '000000' } })).status)
    }
    expect(statuses.slice(0, 15).every((status) => status === 400)).toBe(true)
    expect(statuses[15]).toBe(429)
  })

  it('answers in Dutch when the browser asks for it', async () => {
    const answer = await fetch(`${(await import('vitest')).inject('pbUrl')}/api/site/staff/totp/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'nl-NL,nl;q=0.9', 'X-Forwarded-For': nextClientIp() },
      body: JSON.stringify({ mfaId: 'aaaaaaaaaaaaaaa', code: '000000' }),
    })
    const json = (await answer.json()) as { code: string; message: string }
    expect(json.code).toBe('signIn.expired')
    expect(json.message).toBe('Het inloggen duurde te lang. Log opnieuw in met uw wachtwoord.')
  })
})

describe('sessions', () => {
  it('refresh during the working day, not after it', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    const refreshed = await callApi('POST', '/api/collections/staff/auth-refresh', { token: account.token })
    expect(refreshed.status).toBe(200)

    await updateStaffRecord(account.id, { last_login: hoursAgo(8.5) })
    expect((await callApi('POST', '/api/collections/staff/auth-refresh', { token: account.token })).status).toBe(200)

    await updateStaffRecord(account.id, { last_login: hoursAgo(9.1) })
    const expired = await callApi('POST', '/api/collections/staff/auth-refresh', { token: account.token })
    expect(expired.status).toBe(401)
    expect(expired.json.code).toBe('session.expired')
    expect(expired.json).not.toHaveProperty('token')
  })

  it('sign out everywhere ends every token of the person', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    await awayFromStepEdge()
    const ip = nextClientIp()
    const second = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(account, ip), code: oathtoolCode(account.key, 'now') } })
    expect(second.status).toBe(200)

    const out = await callApi('POST', '/api/site/staff/sign-out-everywhere', { token: account.token })
    expect(out.status).toBe(200)
    for (const token of [account.token, String(second.json.token)]) {
      expect((await callApi('GET', '/api/site/staff/me', { token })).status).toBe(401)
      expect((await callApi('POST', '/api/collections/staff/auth-refresh', { token })).status).toBe(401)
    }
  })

  it('records the previous sign-in', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    const first = (await staffRecord(account.id)).last_login
    await awayFromStepEdge()
    const ip = nextClientIp()
    const again = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: await passwordStep(account, ip), code: oathtoolCode(account.key, 'now') } })
    const me = await callApi('GET', '/api/site/staff/me', { token: String(again.json.token) })
    expect(me.json.previousLogin).toBe(first)
  })
})

describe('admins come from ADMIN_EMAILS', () => {
  it('an address outside the list is no admin, and a superuser cannot make it one by hand', async () => {
    const account = await createStaffAccount({ admin: false })
    expect((await staffRecord(account.id)).is_admin).toBe(false)
    await updateStaffRecord(account.id, { is_admin: true })
    expect((await staffRecord(account.id)).is_admin).toBe(false)
    const listed = await createStaffAccount({ admin: true })
    expect((await staffRecord(listed.id)).is_admin).toBe(true)
  })
})
