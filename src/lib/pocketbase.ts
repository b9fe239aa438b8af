import type PocketBase from 'pocketbase'

let client: Promise<PocketBase> | undefined

/**
 * The shared PocketBase client, created on first use so that importing this module never touches
 * `window` (prerendering and unit tests run in Node). The SDK is fetched then too: public pages only
 * read data once they are interactive, so the SDK is not part of their start-up code.
 * Auto-cancellation is off because TanStack Query already de-duplicates and cancels requests; the
 * SDK's own cancelling would turn them into errors.
 */
export function pocketbase(): Promise<PocketBase> {
  client ??= import('pocketbase').then(({ default: Client }) => {
    const created = new Client(import.meta.env.SSR ? 'http://127.0.0.1:8090' : window.location.origin)
    created.autoCancellation(false)
    return created
  })
  return client
}

/** Public data is fetched in the browser only: the prerender runs without a backend. */
export const isBrowser = typeof window !== 'undefined'
