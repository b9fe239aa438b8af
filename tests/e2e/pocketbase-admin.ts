import { superuserSignIn } from '../support/superuser'

let token: Promise<string> | undefined

/** Reads records as the stack's superuser, from the test process (never affected by setOffline). */
export function superuserToken(): Promise<string> {
  // One login per worker: PocketBase rate-limits repeated auth calls.
  token ??= login()
  return token
}

let workerAddress = 0
/** Password and the mailed code; each worker signs in from an address of its own (the stack trusts X-Forwarded-For). */
function login(): Promise<string> {
  workerAddress = Number(process.env.TEST_WORKER_INDEX ?? 0) + 1
  return superuserSignIn({
    pbUrl: process.env.BASE_URL!,
    email: process.env.E2E_SUPERUSER_EMAIL!,
    password: process.env.E2E_SUPERUSER_PASSWORD!,
    code: { mailboxUrl: process.env.MAILBOX_URL! },
    headers: { 'X-Forwarded-For': `192.0.2.${workerAddress}` },
  })
}

export async function countRecords(collection: string, filter: string): Promise<number> {
  const query = new URLSearchParams({ filter, perPage: '1' })
  const response = await fetch(`${process.env.BASE_URL}/api/collections/${collection}/records?${query}`, {
    headers: { Authorization: await superuserToken() },
  })
  if (!response.ok) throw new Error(`listing ${collection} answered ${response.status}`)
  return ((await response.json()) as { totalItems: number }).totalItems
}
