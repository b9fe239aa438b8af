/**
 * Vitest globalSetup of the `api` project: one real PocketBase (temp data dir,
 * the repository's migrations and hooks) and one mailbox for the whole run.
 *
 * Tests read the stack with `inject('pbUrl')`, `inject('mailboxUrl')`,
 * `inject('superuser')`, `inject('staff')`. `inject('superuserToken')` is a superuser auth token
 * obtained once here: use it (see pocketbase.ts) instead of signing in again
 * in every file, because the `*:auth` rate limit (5 sign-ins a minute per IP
 * and collection) applies to tests too.
 */
import type { TestProject } from 'vitest/node'
import { startStack } from './stack'

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string
    mailboxUrl: string
    superuser: { email: string; password: string }
    superuserToken: string
    staff: { email: string; password: string; name: string }
  }
}

async function superuserToken(pbUrl: string, identity: string, password: string): Promise<string> {
  const response = await fetch(`${pbUrl}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity, password }),
  })
  const body = (await response.json()) as { token?: string }
  if (response.status !== 200 || !body.token) {
    throw new Error(`superuser sign-in failed: ${response.status} ${JSON.stringify(body)}`)
  }
  return body.token
}

export default async function setup(project: TestProject) {
  const stack = await startStack({ env: { PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
  try {
    project.provide('pbUrl', stack.pbUrl)
    project.provide('mailboxUrl', stack.mailbox.url)
    project.provide('superuser', stack.superuser)
    project.provide('staff', stack.staff)
    project.provide(
      'superuserToken',
      await superuserToken(stack.pbUrl, stack.superuser.email, stack.superuser.password),
    )
  } catch (error) {
    await stack.stop()
    throw error
  }
  return () => stack.stop()
}
