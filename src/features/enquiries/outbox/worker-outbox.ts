/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync'
import { registerRoute } from 'workbox-routing'
import { enquiryEndpoint, outboxMessage, queuedAnswer, queuedStatus, type OutboxNotice } from './outbox-protocol'
import { replayVerdict } from './replay-verdict'

declare const self: ServiceWorkerGlobalScope

/** A week: an enquiry written at the drop zone still goes out after a long weekend offline. */
const retentionMinutes = 7 * 24 * 60

/**
 * Enquiries posted without a connection wait in IndexedDB (Workbox Background Sync) and are sent
 * again by the Sync API, or, where a browser lacks it, each time the worker starts and whenever a
 * page reports that it is back online. Every copy carries the enquiry's idempotency key, so a
 * replay the server already stored is answered with the original record, never a second one.
 */
export function registerEnquiryOutbox(): void {
  const outbox: Queue = new Queue('enquiry-outbox', {
    maxRetentionTime: retentionMinutes,
    onSync: (): Promise<void> => deliverWaiting(outbox),
  })

  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname === enquiryEndpoint,
    async ({ request }) => {
      const copy = request.clone()
      try {
        return await fetch(request)
      } catch {
        await outbox.pushRequest({ request: copy })
        return Response.json(queuedAnswer, { status: queuedStatus })
      }
    },
    'POST',
  )

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== outboxMessage.deliver) return
    // Still offline, or the server is down: the entries stay queued for the next attempt.
    event.waitUntil(deliverWaiting(outbox).catch(() => undefined))
  })
}

let lastRun: Promise<void> = Promise.resolve()

/**
 * Delivery runs one after another: a sync event and a page's "back online" may arrive together.
 * Every request gets a run of its own after the current one, so a run that failed because the
 * network was not quite back yet is followed by a fresh attempt instead of sharing its failure.
 */
function deliverWaiting(outbox: Queue): Promise<void> {
  const run = lastRun.catch(() => undefined).then(() => sendAll(outbox))
  lastRun = run
  return run
}

async function sendAll(outbox: Queue): Promise<void> {
  for (let entry = await outbox.shiftRequest(); entry; entry = await outbox.shiftRequest()) {
    let status: number
    try {
      status = (await fetch(entry.request.clone())).status
    } catch (error) {
      await outbox.unshiftRequest(entry)
      throw error
    }
    const verdict = replayVerdict(status)
    if (verdict === 'retry') {
      await outbox.unshiftRequest(entry)
      // Throwing tells the Sync API to try again later, with its own backoff.
      throw new Error(`enquiry replay answered ${status}`)
    }
    await tellPages({ type: verdict === 'delivered' ? outboxMessage.delivered : outboxMessage.refused })
  }
}

async function tellPages(notice: OutboxNotice): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  pages.forEach((page) => page.postMessage(notice))
}
