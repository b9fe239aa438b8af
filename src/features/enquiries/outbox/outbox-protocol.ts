/**
 * The contract between the enquiry form, the service worker's outbox and the PWA layer: an
 * enquiry posted without a connection is kept by the worker and sent when the network is back.
 */
export const enquiryEndpoint = '/api/site/enquiries'

/** The worker's answer to a post it could not send but has stored for later. */
export const queuedStatus = 202
export const queuedAnswer = { queued: true } as const

export function isQueuedAnswer(status: number, body: unknown): boolean {
  return status === queuedStatus && typeof body === 'object' && body !== null && (body as { queued?: unknown }).queued === true
}

export const outboxMessage = {
  /** Page -> worker: the connection is back (or the page just loaded); send what is waiting. */
  deliver: 'outbox:deliver',
  /** Worker -> pages: a stored enquiry reached the server. */
  delivered: 'outbox:delivered',
  /** Worker -> pages: the server refused a stored enquiry; it will not be sent again. */
  refused: 'outbox:refused',
} as const

export type OutboxNotice = { type: typeof outboxMessage.delivered } | { type: typeof outboxMessage.refused }

export function isOutboxNotice(data: unknown): data is OutboxNotice {
  if (typeof data !== 'object' || data === null) return false
  const { type } = data as { type?: unknown }
  return type === outboxMessage.delivered || type === outboxMessage.refused
}
