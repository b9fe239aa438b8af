// Shared pieces of the load and fault scripts: valid enquiries with unique
// keys, a bounded concurrent sender on loopback, and counts read back as the
// superuser. Run with Node 24 (type stripping): node scripts/load/<script>.ts
import { randomUUID } from 'node:crypto'

export interface SendOutcome {
  status: number
  latencyMs: number
  id?: string
}

export function enquiry(index: number) {
  return {
    name: 'Load Test',
    email: `load${index}@example.nl`,
    phone: '0612345678',
    service: 'tandem-jump',
    message: `Load test enquiry number ${index}, please ignore.`,
    formType: 'contact',
    locale: index % 2 === 0 ? 'en' : 'nl',
    idempotencyKey: randomUUID().replaceAll('-', ''),
  }
}

/** Sends `total` enquiries with `concurrency` requests in flight; every request has a 30 s timeout. */
export async function sendEnquiries(baseUrl: string, total: number, concurrency: number): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const index = next++
      const started = performance.now()
      try {
        const response = await fetch(`${baseUrl}/api/site/enquiries`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(enquiry(index)),
          signal: AbortSignal.timeout(30_000),
        })
        const body = (await response.json().catch(() => ({}))) as { id?: string }
        outcomes.push({ status: response.status, latencyMs: performance.now() - started, id: body.id })
      } catch {
        outcomes.push({ status: 0, latencyMs: performance.now() - started })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

export interface StoredEnquiry {
  id: string
  idempotency_key: string
  staff_mail: string
  customer_mail: string
}

export async function storedEnquiries(baseUrl: string, token: string): Promise<StoredEnquiry[]> {
  const items: StoredEnquiry[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${baseUrl}/api/collections/enquiries/records?page=${page}&perPage=500&fields=id,idempotency_key,staff_mail,customer_mail&skipTotal=1`,
      { headers: { Authorization: token } },
    )
    const body = (await response.json()) as { items: StoredEnquiry[] }
    items.push(...body.items)
    if (body.items.length < 500) return items
  }
}

/** The limiter is proven by the API tests; a load run measures the endpoint itself, so it switches the limiter off. */
export async function disableRateLimits(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ rateLimits: { enabled: false } }),
  })
  if (!response.ok) throw new Error(`could not relax the rate limiter: ${response.status}`)
}
