/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types'
import { savedAtOf, swMessage, type SwMessage } from '../messages'

declare const self: ServiceWorkerGlobalScope

async function tell(event: ExtendableEvent | undefined, message: SwMessage): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId
  if (!clientId) return
  const client = await self.clients.get(clientId)
  client?.postMessage(message)
}

/**
 * Tells the page when content data came from the cache (so it can say "as of ...") and when the
 * network answered again. With NetworkFirst the cache is only read when the network failed.
 */
export const freshnessPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
    if (cachedResponse) {
      await tell(event, { type: swMessage.servedFromCache, url: request.url, savedAt: savedAtOf(cachedResponse) })
    }
    return cachedResponse
  },
  fetchDidSucceed: async ({ response, event, request }) => {
    if (response.ok) await tell(event, { type: swMessage.servedFresh, url: request.url })
    return response
  },
}
