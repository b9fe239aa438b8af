import PocketBase from 'pocketbase'

let client: PocketBase | undefined

/**
 * The shared PocketBase client, created on first use so that importing this
 * module never touches `window` (prerendering and unit tests run in Node).
 * Auto-cancellation is off because TanStack Query already de-duplicates and
 * cancels requests; the SDK's own cancelling would turn them into errors.
 */
export function pocketbase(): PocketBase {
  if (!client) {
    client = new PocketBase(import.meta.env.SSR ? 'http://127.0.0.1:8090' : window.location.origin)
    client.autoCancellation(false)
  }
  return client
}

/** Public data is fetched in the browser only: the prerender runs without a backend. */
export const isBrowser = typeof window !== 'undefined'
