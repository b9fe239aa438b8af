/**
 * What keeps a learnt password from becoming a member of staff: a second factor is set up only with
 * the link mailed to the account's address (valid an hour, once), a code or recovery code signs in
 * once even when sent many times at once, and wrong codes from any number of addresses pause the
 * account and tell its owner.
 */
import { describe, expect, inject, it } from 'vitest'
import { waitForNewMail } from '../support/mailbox'
import {
  awayFromStepEdge,
  callApi,
  createStaffAccount,
  enrolStaff,
  mailedEnrolmentToken,
  nextClientIp,
  oathtoolCode,
  passwordStep,
  staffRecord,
  updateStaffRecord,
} from '../support/staff'

const past = () => new Date(Date.now() - 60_000).toISOString().replace('T', ' ')

describe('setting up a second factor', () => {
  it('a password alone mails the link and enrols nothing', async () => {
    const account = await createStaffAccount({ admin: true })
    const ip = nextClientIp()
    const mfaId = await passwordStep(account, ip)

    const since = Date.now()
    const asked = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId } })
    expect(asked.status).toBe(202)
    expect(asked.json.code).toBe('enrolment.linkSent')
    expect(asked.json).not.toHaveProperty('key')
    expect(asked.json).not.toHaveProperty('uri')
    const mail = await waitForNewMail(inject('mailboxUrl'), account.email, since)
    expect(mail.subject).toBe('Set up the second step of your staff sign-in')
    expect(mail.text).toMatch(/\/admin\/auth\?enrol=[A-Za-z0-9]{43}\b/)
    expect(mail.text).toContain('The link works once, for 60 minutes.')

    // without the link's token, or with a made-up one, nothing is revealed or switched on
    for (const enrolmentToken of [undefined, 'x'.repeat(43), 'short']) {
      const enrol = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId, enrolmentToken: enrolmentToken ?? '' } })
      if (enrolmentToken) {
        expect(enrol.status).toBe(400)
        expect(enrol.json.code).toBe('enrolment.linkInvalid')
      } else {
        expect(enrol.status).toBe(202)
      }
      const confirm = await callApi('POST', '/api/site/staff/totp/confirm', { ip, body: { mfaId, code: '123456', enrolmentToken } })
      expect(confirm.status).toBe(400)
      expect(confirm.json.code).toBe('enrolment.linkInvalid')
    }
    const stored = await staffRecord(account.id)
    expect(stored.totp_enabled).toBe(false)
    expect(stored.totp_pending_secret).toBe('')
    expect(String(stored.enrolment_token_hash)).not.toContain(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('enrol'))
  })

  it('an expired link is refused', async () => {
    const account = await createStaffAccount({ admin: true })
    const ip = nextClientIp()
    const mfaId = await passwordStep(account, ip)
    const enrolmentToken = await mailedEnrolmentToken(account, mfaId, ip)
    await updateStaffRecord(account.id, { enrolment_expires: past() })
    const enrol = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId, enrolmentToken } })
    expect(enrol.status).toBe(400)
    expect(enrol.json.code).toBe('enrolment.linkInvalid')
    expect(enrol.json.message).toBe('This set-up link has expired or was already used. Sign in again to receive a new one.')
  })

  it('a used link is refused, even after the factor has been taken away again', async () => {
    const account = await createStaffAccount({ admin: true })
    const ip = nextClientIp()
    const mfaId = await passwordStep(account, ip)
    const enrolmentToken = await mailedEnrolmentToken(account, mfaId, ip)
    const key = String((await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId, enrolmentToken } })).json.key).replace(/\s+/g, '')
    await awayFromStepEdge()
    // two confirmations with the one link at the same moment: one sets the factor up
    const [first, second] = await Promise.all(
      (['previous', 'now'] as const).map((step) => callApi('POST', '/api/site/staff/totp/confirm', { ip, body: { mfaId, code: oathtoolCode(key, step), enrolmentToken } })),
    )
    expect([first!.status, second!.status].sort()).toEqual([200, 400])

    // an administrator takes the factor away (a lost phone): the old link does not set up a new one
    await updateStaffRecord(account.id, { totp_enabled: false, totp_secret: '' })
    const again = await passwordStep(account, ip)
    const reused = await callApi('POST', '/api/site/staff/totp/enrol', { ip, body: { mfaId: again, enrolmentToken } })
    expect(reused.status).toBe(400)
    expect(reused.json.code).toBe('enrolment.linkInvalid')
  })
})

describe('codes under concurrency', () => {
  it('one code signs in once out of 20 simultaneous attempts', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const ip = nextClientIp()
        return { ip, mfaId: await passwordStep(account, ip) }
      }),
    )
    await awayFromStepEdge(8)
    const code = oathtoolCode(account.key, 'now')
    const answers = await Promise.all(attempts.map(({ ip, mfaId }) => callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code } })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${String(answer.json.code)}`)).toEqual(Array(19).fill('400 code.used'))
  })

  it('one recovery code signs in once out of 10 simultaneous attempts', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const ip = nextClientIp()
        return { ip, mfaId: await passwordStep(account, ip) }
      }),
    )
    const recoveryCode = account.recoveryCodes[0]
    const answers = await Promise.all(attempts.map(({ ip, mfaId }) => callApi('POST', '/api/site/staff/totp/recover', { ip, body: { mfaId, recoveryCode } })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect((await staffRecord(account.id)).recovery_codes).toHaveLength(9)
  })
})

describe('wrong codes from many addresses', () => {
  it('pause the account after ten, whatever the address, and mail its owner once', async () => {
    const account = await enrolStaff(await createStaffAccount({ admin: true }))
    const since = Date.now()
    const statuses: number[] = []
    for (let address = 0; address < 4; address++) {
      const ip = nextClientIp()
      const mfaId = await passwordStep(account, ip)
      for (let i = 0; i < 3; i++) {
        statuses.push((await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId, code: '000000' } })).status)
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])

    // the owner's right code waits too, and is told how long
    await awayFromStepEdge()
    const ip = nextClientIp()
    const right = await fetch(`${inject('pbUrl')}/api/site/staff/totp/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ mfaId: await passwordStep(account, ip), code: oathtoolCode(account.key, 'now') }),
    })
    expect(right.status).toBe(429)
    expect(((await right.json()) as { code: string }).code).toBe('account.locked')
    const retryAfter = Number(right.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    const mail = await waitForNewMail(inject('mailboxUrl'), account.email, since, (message) => message.subject === 'Sign-in to your staff account is paused')
    expect(mail.text).toContain('Someone entered 10 wrong codes for your staff account within 15 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const notices = (await (await fetch(`${inject('mailboxUrl')}/messages`)).json()) as { to: string[]; subject: string; date: string }[]
    expect(notices.filter((notice) => notice.to.includes(account.email) && notice.subject === mail.subject && Date.parse(notice.date) >= since - 1000)).toHaveLength(1)

    // once the pause is over the right code signs in, and the count starts afresh
    await updateStaffRecord(account.id, { locked_until: past() })
    const after = await passwordStep(account, ip)
    const signedIn = await callApi('POST', '/api/site/staff/totp/verify', { ip, body: { mfaId: after, code: oathtoolCode(account.key, 'next') } })
    expect(signedIn.status).toBe(200)
    expect((await staffRecord(account.id)).code_failures).toBe(0)
  })
})
