/**
 * PocketBase SDK clients for API tests.
 *
 *   const admin = superuserClient()          // signed in with the run's token
 *   const guest = anonymousClient()
 */
import PocketBase from 'pocketbase'
import { inject } from 'vitest'

/** A client without authentication (a visitor). */
export function anonymousClient(url: string = inject('pbUrl')): PocketBase {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

/**
 * A client signed in as the stack's superuser, using the token from the global
 * setup (no sign-in request, so no `*:auth` rate-limit budget is spent).
 */
export function superuserClient(url: string = inject('pbUrl'), token: string = inject('superuserToken')): PocketBase {
  const pb = anonymousClient(url)
  pb.authStore.save(token, null)
  return pb
}
