/**
 * Application settings written by the migrations and by the SMTP hook.
 */
import { describe, expect, inject, it } from 'vitest'
import { superuserClient } from '../support/pocketbase'

interface RateLimitRule {
  label: string
  audience: string
  duration: number
  maxRequests: number
}

async function settings() {
  return (await superuserClient().settings.getAll()) as {
    meta: { appName: string; appURL: string; senderName: string; senderAddress: string }
    smtp: { enabled: boolean; host: string; port: number; tls: boolean; username: string }
    rateLimits: { enabled: boolean; rules: RateLimitRule[] }
    trustedProxy: { headers: string[] }
    logs: { maxDays: number; logIP: boolean }
  }
}

describe('app settings', () => {
  it('keep the request log five days, as the privacy policy says', async () => {
    expect((await settings()).logs).toMatchObject({ maxDays: 5, logIP: true })
  })

  it('name the app and the sender, with appURL from SITE_ORIGIN', async () => {
    const { meta } = await settings()

    expect(meta.appName).toBe('ParaPro Skydiving')
    expect(meta.senderName).toBe('ParaPro Skydiving')
    expect(meta.senderAddress).toBe('no-reply@parapro.test')
    // the stack sets SITE_ORIGIN to PocketBase's own URL
    expect(meta.appURL).toBe(inject('pbUrl'))
  })

  it('take SMTP from the environment (SMTP_HOST, SMTP_PORT, SMTP_TLS)', async () => {
    const { smtp } = await settings()
    const mailboxPort = Number(new URL(inject('mailboxUrl')).port)

    expect(smtp.enabled).toBe(true)
    expect(smtp.host).toBe('127.0.0.1')
    expect(smtp.port).toBeGreaterThan(0)
    expect(smtp.port).not.toBe(mailboxPort) // the SMTP port, not the mailbox's HTTP port
    expect(smtp.tls).toBe(false)
    expect(smtp.username).toBe('')
  })

  it('enable rate limits with valid rules for sign-in, e-mail requests and creates', async () => {
    const { rateLimits } = await settings()
    const rule = (label: string) => rateLimits.rules.find((r) => r.label === label)

    expect(rateLimits.enabled).toBe(true)
    expect(rule('*:auth')).toMatchObject({ maxRequests: 5, duration: 60 })
    expect(rule('*:create')).toMatchObject({ maxRequests: 20, duration: 10 })
    expect(rule('*:requestOTP')).toMatchObject({ maxRequests: 3, duration: 60 })
    expect(rule('/api/')).toBeDefined()
  })

  it('trust exactly the proxy headers named in PB_TRUSTED_PROXY_HEADERS (the API stack sets X-Forwarded-For)', async () => {
    const { trustedProxy } = await settings()

    expect(trustedProxy.headers).toEqual(['X-Forwarded-For'])
  })

  it('guard the public enquiry route against floods above its own limit of 5 a minute per form type', async () => {
    const { rateLimits } = await settings()

    expect(rateLimits.rules).toContainEqual(
      expect.objectContaining({ label: 'POST /api/site/enquiries', duration: 60, maxRequests: 30 }),
    )
  })

  it('configure staff for password + TOTP MFA: no e-mail code, no OAuth2 provider, one-hour tokens', async () => {
    const staff = await superuserClient().collections.getOne('staff')

    expect(staff.type).toBe('auth')
    expect(staff.passwordAuth).toEqual({ enabled: true, identityFields: ['email'] })
    expect(staff.mfa).toMatchObject({ enabled: true, rule: '', duration: 300 })
    expect(staff.otp).toMatchObject({ enabled: false })
    // OAuth2 is on only because MFA needs two methods; with no provider it opens no way in
    expect(staff.oauth2).toMatchObject({ enabled: true, providers: [] })
    const methods = (await (await fetch(`${inject('pbUrl')}/api/collections/staff/auth-methods`)).json()) as { oauth2: { providers: unknown[] }; otp: { enabled: boolean } }
    expect(methods.oauth2.providers).toEqual([])
    expect(methods.otp.enabled).toBe(false)
    expect(staff.listRule).toBe('id = @request.auth.id')
    expect(staff.viewRule).toBe('id = @request.auth.id')
    expect(staff.createRule).toBeNull()
    expect(staff.updateRule).toBeNull()
    expect(staff.deleteRule).toBeNull()
    expect(staff.authToken.duration).toBe(3600)
  })

  it('limit each sign-in code route to 15 requests in 5 minutes per client', async () => {
    const { rateLimits } = await settings()
    for (const step of ['enrol', 'confirm', 'verify', 'recover']) {
      expect(rateLimits.rules).toContainEqual(expect.objectContaining({ label: `POST /api/site/staff/totp/${step}`, duration: 300, maxRequests: 15 }))
    }
  })
})
