let token: Promise<string> | undefined

/** Reads records as the stack's superuser, from the test process (never affected by setOffline). */
export function superuserToken(): Promise<string> {
  // One login per worker: PocketBase rate-limits repeated auth calls.
  token ??= login()
  return token
}

async function login(): Promise<string> {
  const response = await fetch(`${process.env.BASE_URL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: process.env.E2E_SUPERUSER_EMAIL, password: process.env.E2E_SUPERUSER_PASSWORD }),
  })
  if (!response.ok) throw new Error(`superuser login answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export async function countRecords(collection: string, filter: string): Promise<number> {
  const query = new URLSearchParams({ filter, perPage: '1' })
  const response = await fetch(`${process.env.BASE_URL}/api/collections/${collection}/records?${query}`, {
    headers: { Authorization: await superuserToken() },
  })
  if (!response.ok) throw new Error(`listing ${collection} answered ${response.status}`)
  return ((await response.json()) as { totalItems: number }).totalItems
}
