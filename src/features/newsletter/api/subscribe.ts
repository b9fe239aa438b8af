import * as v from 'valibot'

const rejectedSchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.object({ code: v.string(), message: v.string() })), {}),
})

export type SubscribeResult =
  | { kind: 'subscribed' }
  | { kind: 'rejected'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'failed' }

export interface SubscribePayload {
  name: string
  email: string
  locale: 'en' | 'nl'
}

/** Signs up for the newsletter; the server mails a confirmation link (double opt-in). */
export async function subscribe(payload: SubscribePayload, fetcher: typeof fetch = fetch): Promise<SubscribeResult> {
  try {
    const response = await fetcher('/api/site/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    if (response.ok) return { kind: 'subscribed' }
    const rejected = v.safeParse(rejectedSchema, await response.json().catch(() => null))
    if (response.status === 400 && rejected.success) {
      const fieldErrors = Object.fromEntries(Object.entries(rejected.output.errors).map(([field, error]) => [field, error.message]))
      return { kind: 'rejected', message: rejected.output.message, fieldErrors }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
