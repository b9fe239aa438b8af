/**
 * Accounts created by the migrations from the environment, the staff MFA
 * sign-in (password + TOTP code; tests/api/staff-sign-in.test.ts has the
 * details) and the sign-in rate limit.
 */
import PocketBase from 'pocketbase'
import { describe, expect, inject, it } from 'vitest'
import { sentTo, waitForMail } from '../support/mailbox'
import { anonymousClient, superuserClient } from '../support/pocketbase'
import { enrolStaff } from '../support/staff'
import { superuserSignIn } from '../support/superuser'

// the staff account the migrations created from PB_STAFF_* (read as a superuser)
async function staffAccount() {
  return await superuserClient().collection('staff').getFirstListItem(
    superuserClient().filter('email = {:email}', { email: inject('staff').email }),
  )
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${inject('pbUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const staffEmail = () => inject('staff').email

describe('superuser from the environment', () => {
  it('exists', async () => {
    const { email } = inject('superuser')
    const list = await superuserClient()
      .collection('_superusers')
      .getList(1, 10, { filter: superuserClient().filter('email = {:email}', { email }) })

    expect(list.totalItems).toBe(1)
  })

  it('gets no token from the password alone; the mailed code completes the sign-in, for at most an hour', async () => {
    const { email, password } = inject('superuser')
    const headers = { 'X-Forwarded-For': '192.0.2.201' }
    const passwordOnly = await fetch(`${inject('pbUrl')}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ identity: email, password }),
    })
    expect(passwordOnly.status).toBe(401)
    const refused = (await passwordOnly.json()) as Record<string, unknown>
    expect(refused).not.toHaveProperty('token')
    expect(refused.mfaId).toMatch(/^\w{15}$/)

    const token = await superuserSignIn({ pbUrl: inject('pbUrl'), email, password, code: { mailboxUrl: inject('mailboxUrl') }, headers })
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }
    const secondsLeft = claims.exp - Date.now() / 1000
    expect(secondsLeft).toBeGreaterThan(3500)
    expect(secondsLeft).toBeLessThanOrEqual(3600)
    const pb = new PocketBase(inject('pbUrl'))
    pb.authStore.save(token, null)
    expect(pb.authStore.isSuperuser).toBe(true)
    expect((await pb.collection('_superusers').getList(1, 1)).totalItems).toBe(1)
  })

  it('is refused with a wrong password', async () => {
    const { email } = inject('superuser')
    const { status, json } = await post('/api/collections/_superusers/auth-with-password', {
      identity: email,
      password: 'not-the-password',
    })

    expect(status).toBe(400)
    expect(json.token).toBeUndefined()
  })
})

describe('staff', () => {
  it('the staff account from the environment exists, verified and named', async () => {
    const staff = await staffAccount()

    expect(staff.verified).toBe(true)
    expect(staff.name).toBe(inject('staff').name)
  })

  it('are not listable or viewable by visitors', async () => {
    const staff = await staffAccount()

    const list = await fetch(`${inject('pbUrl')}/api/collections/staff/records`)
    expect(list.status).toBe(200)
    const body = (await list.json()) as { items: unknown[]; totalItems: number }
    expect(body.totalItems).toBe(0)
    expect(body.items).toEqual([])

    const view = await fetch(`${inject('pbUrl')}/api/collections/staff/records/${staff.id}`)
    expect(view.status).toBe(404)
    expect(JSON.stringify(await view.json())).not.toContain(staffEmail())
  })

  it('cannot be created by visitors (no sign-up)', async () => {
    const before = await superuserClient().collection('staff').getList(1, 1)
    const { status } = await post('/api/collections/staff/records', {
      email: 'intruder@parapro.test',
      password: 'intruder-password-1',
      passwordConfirm: 'intruder-password-1',
    })

    expect([400, 403]).toContain(status)
    const after = await superuserClient().collection('staff').getList(1, 1)
    expect(after.totalItems).toBe(before.totalItems)
  })

  it('the default public sign-up collection `users` does not exist', async () => {
    const { status } = await post('/api/collections/users/records', {
      email: 'visitor@parapro.test',
      password: 'visitor-password-1',
      passwordConfirm: 'visitor-password-1',
    })

    expect(status).toBe(404)
  })

  it('password sign-in returns an MFA challenge (401 with only an mfaId), not a token', async () => {
    // PocketBase answers 401 and a body of exactly {"mfaId": "<15-char id>"}
    const { status, json } = await post('/api/collections/staff/auth-with-password', {
      identity: staffEmail(),
      password: inject('staff').password,
    })

    expect(status).toBe(401)
    expect(Object.keys(json)).toEqual(['mfaId'])
    expect(json.mfaId).toMatch(/^[a-z0-9]{15}$/)
  })

  it('a wrong password gives 400 and no MFA challenge', async () => {
    const { status, json } = await post('/api/collections/staff/auth-with-password', {
      identity: staffEmail(),
      password: 'wrong-password-123',
    })

    expect(status).toBe(400)
    expect(json.mfaId).toBeUndefined()
    expect(json.token).toBeUndefined()
  })

  it('completes the sign-in with a code from the authenticator app (oathtool), then sees only its own record', async () => {
    const staff = await staffAccount()
    const enrolled = await enrolStaff({ id: staff.id, email: staffEmail(), password: inject('staff').password })

    const pb = anonymousClient()
    pb.authStore.save(enrolled.token, null)
    const own = await pb.collection('staff').getFullList()
    expect(own.map((r) => r.email)).toEqual([staffEmail()])
    expect(own[0]).toMatchObject({ totp_enabled: true, is_admin: true })
  })
})

describe('e-mail', () => {
  it('a password reset e-mail reaches the staff member with a link to SITE_ORIGIN', async () => {
    const startedAt = new Date().toISOString()

    await anonymousClient().collection('staff').requestPasswordReset(staffEmail())

    const mail = await waitForMail(
      inject('mailboxUrl'),
      (m) => sentTo(staffEmail())(m) && m.date >= startedAt && m.subject === 'Reset your ParaPro Skydiving password',
    )
    expect(mail.to).toEqual([staffEmail()])
    expect(mail.html).toContain(`${inject('pbUrl')}/_/#/auth/confirm-password-reset/`)
  })
})

describe('rate limits', () => {
  it('allow 5 sign-in attempts a minute per collection, then answer 429', async () => {
    // superuser OTP sign-in is disabled (403), so these attempts touch nothing
    // else; the `*:auth` limiter runs before the handler and still counts them
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const { status } = await post('/api/collections/_superusers/auth-with-otp', {
        otpId: 'aaaaaaaaaaaaaaa',
        password: '00000000',
      })
      statuses.push(status)
    }

    expect(statuses.slice(0, 5).every((s) => s === 400 || s === 403)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})
