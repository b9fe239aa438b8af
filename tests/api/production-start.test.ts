/**
 * A production start (APP_ENV=production, or a canonical host) refuses what would put the site
 * online with a way in: a published or short password, an account that still signs in with a
 * published one, no mail server. And the dashboard can be switched off or kept to listed addresses.
 * Each case starts a PocketBase of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanEnv, repoRoot, resolvePocketBaseBinary, startPocketBase, startStack, stopProcess, type Stack } from '../support/stack'
import { superuserSignIn } from '../support/superuser'

// The stack's own passwords are random and long: only what a case sets is wrong.
async function refusal(env: Record<string, string>): Promise<string> {
  const error = await startStack({ env: { APP_ENV: 'production', ...env } }).then(
    async (stack) => {
      await stack.stop()
      return new Error('started')
    },
    (failure: unknown) => failure as Error,
  )
  return error.message
}

describe('a production start is refused', () => {
  it.each([
    ['the published superuser password', { PB_SUPERUSER_PASSWORD: 'dev-admin-password-2026' }, 'PB_SUPERUSER_PASSWORD is the development password published in .env.example'],
    ['a staff password under 12 characters', { PB_STAFF_PASSWORD: 'short-pass1' }, 'PB_STAFF_PASSWORD is shorter than 12 characters'],
    ['no mail server', { SMTP_HOST: '' }, 'SMTP_HOST is not set and no SMTP server is configured'],
  ])('with %s, naming the variable', async (_case, env, message) => {
    const said = await refusal(env)
    expect(said).toContain('exited')
    expect(said).toContain('refusing a production start')
    expect(said).toContain(message)
  })

  it('when an account made in development still has the published password', async () => {
    const binary = await resolvePocketBaseBinary()
    const root = await mkdtemp(path.join(os.tmpdir(), 'parapro-production-'))
    const dataDir = path.join(root, 'pb_data')
    try {
      const development = await startPocketBase(binary, dataDir, path.join(repoRoot, 'dist'), {
        ...cleanEnv(),
        PB_STAFF_EMAIL: 'staff@parapro.test',
        PB_STAFF_PASSWORD: 'dev-staff-password-2026',
        SMTP_HOST: '127.0.0.1',
      })
      await stopProcess(development.child)
      const said = await startPocketBase(binary, dataDir, path.join(repoRoot, 'dist'), { ...cleanEnv(), APP_ENV: 'production', SMTP_HOST: '127.0.0.1' }).then(
        async (started) => {
          await stopProcess(started.child)
          return 'started'
        },
        (failure: unknown) => (failure as Error).message,
      )
      expect(said).toContain('staff account staff@parapro.test signs in with the development password published in .env.example (PB_STAFF_PASSWORD)')
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('a production start with its settings right', () => {
  const stacks: Stack[] = []
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stack.stop()))
  })

  async function production(env: Record<string, string> = {}): Promise<Stack> {
    const stack = await startStack({
      env: { APP_ENV: 'production', PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', ...env },
    })
    stacks.push(stack)
    return stack
  }

  it('serves the site and its dashboard', async () => {
    const stack = await production()
    expect((await fetch(`${stack.pbUrl}/`)).status).toBe(200)
    expect((await fetch(`${stack.pbUrl}/_/`)).status).toBe(200)
  })

  it('PB_DASHBOARD=off answers /_/ with 404', async () => {
    const stack = await production({ PB_DASHBOARD: 'off' })
    expect((await fetch(`${stack.pbUrl}/_/`)).status).toBe(404)
    expect((await fetch(`${stack.pbUrl}/`)).status).toBe(200)
  })

  it('PB_SUPERUSER_IPS keeps the dashboard and the superuser to the listed addresses', async () => {
    const stack = await production({ PB_SUPERUSER_IPS: '203.0.113.9, 10.0.0.0/8' })
    const from = (address: string) => ({ 'X-Forwarded-For': address })
    expect((await fetch(`${stack.pbUrl}/_/`, { headers: from('198.51.100.20') })).status).toBe(404)
    expect((await fetch(`${stack.pbUrl}/_/`, { headers: from('203.0.113.9') })).status).toBe(200)
    expect((await fetch(`${stack.pbUrl}/_/`, { headers: from('10.20.30.40') })).status).toBe(200)

    const signIn = (address: string) =>
      superuserSignIn({ pbUrl: stack.pbUrl, ...stack.superuser, code: { mailboxUrl: stack.mailbox.url }, headers: from(address) })
    // refused already at the password: no code is even asked for
    await expect(signIn('198.51.100.20')).rejects.toThrow(/superuser password step: 403/)
    await expect(signIn('203.0.113.9')).resolves.toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })
})
