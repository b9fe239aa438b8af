import * as v from 'valibot'
import { enquiryEndpoint, isQueuedAnswer } from '../outbox/outbox-protocol'

/** What the server answers (see pb_hooks/lib/enquiry-route.js). */
const acceptedSchema = v.object({ id: v.string(), received: v.literal(true), duplicate: v.boolean() })
const rejectedSchema = v.object({
  code: v.string(),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.object({ code: v.string(), message: v.string() })), {}),
})

export type SubmitResult =
  | { kind: 'accepted'; id: string }
  | { kind: 'rejected'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'rate-limited' }
  /** Offline: the service worker keeps it and sends it when the connection is back. */
  | { kind: 'queued' }
  | { kind: 'failed' }

export interface EnquiryPayload {
  name: string
  email: string
  phone: string
  service: string
  message: string
  formType: 'contact' | 'demo' | 'tandem' | 'corporate'
  locale: 'en' | 'nl'
  idempotencyKey: string
  additionalData?: Record<string, string | number | undefined>
}

/** A new key per enquiry; retries of the same enquiry reuse it, so the server stores it once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

export async function submitEnquiry(payload: EnquiryPayload, fetcher: typeof fetch = fetch): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetcher(enquiryEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payload.idempotencyKey },
      body: JSON.stringify(payload),
    })
  } catch {
    return { kind: 'failed' }
  }
  if (response.status === 429) return { kind: 'rate-limited' }
  const body: unknown = await response.json().catch(() => null)
  if (isQueuedAnswer(response.status, body)) return { kind: 'queued' }
  if (response.ok) {
    const accepted = v.safeParse(acceptedSchema, body)
    return accepted.success ? { kind: 'accepted', id: accepted.output.id } : { kind: 'failed' }
  }
  const rejected = v.safeParse(rejectedSchema, body)
  if (response.status >= 400 && response.status < 500 && rejected.success) {
    const fieldErrors = Object.fromEntries(Object.entries(rejected.output.errors).map(([field, error]) => [field, error.code]))
    return { kind: 'rejected', message: rejected.output.message, fieldErrors }
  }
  return { kind: 'failed' }
}
