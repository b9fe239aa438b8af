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
import { startOpenMeteoReplay } from './open-meteo-replay'
import { startStack } from './stack'
import { superuserSignIn } from './superuser'

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string
    mailboxUrl: string
    superuser: { email: string; password: string }
    superuserToken: string
    staff: { email: string; password: string; name: string }
    /** The Open-Meteo replay server the stack's weather routes ask (see open-meteo-replay.ts). */
    weatherReplayUrl: string
  }
}

export default async function setup(project: TestProject) {
  const replay = await startOpenMeteoReplay()
  const stack = await startStack({
    env: {
      PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      // cors.test.ts: one other origin may call the API; "null" is listed to show it never may.
      SITE_ALLOWED_ORIGINS: 'https://preview.parapro.test, null',
      WEATHER_API_URL: `${replay.url}/v1/forecast`,
      // Short, so the slow-provider test waits seconds, not the production default.
      WEATHER_TIMEOUT_SECONDS: '2',
    },
  }).catch(async (error: unknown) => {
    await replay.close()
    throw error
  })
  try {
    project.provide('weatherReplayUrl', replay.url)
    project.provide('pbUrl', stack.pbUrl)
    project.provide('mailboxUrl', stack.mailbox.url)
    project.provide('superuser', stack.superuser)
    project.provide('staff', stack.staff)
    project.provide(
      'superuserToken',
      // an address of its own: the sign-in limits of the tests that start from 127.0.0.1 stay theirs
      await superuserSignIn({ pbUrl: stack.pbUrl, ...stack.superuser, code: { mailboxUrl: stack.mailbox.url }, headers: { 'X-Forwarded-For': '192.0.2.200' } }),
    )
  } catch (error) {
    await stack.stop()
    await replay.close()
    throw error
  }
  return async () => {
    await stack.stop()
    await replay.close()
  }
}
