import { startStack } from '../support/stack'

/** One real PocketBase serving the built site (dist/) with real migrations and hooks, and a mail catcher. */
export default async function globalSetup() {
  // X-Forwarded-For is trusted so each test can be its own client for the rate limiter.
  const stack = await startStack({ publicDir: 'dist', env: { PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
  process.env.BASE_URL = stack.pbUrl
  process.env.MAILBOX_URL = stack.mailbox.url
  // For specs that read or put content in place as the superuser (an uploaded video, enquiry counts).
  process.env.E2E_SUPERUSER_EMAIL = stack.superuser.email
  process.env.E2E_SUPERUSER_PASSWORD = stack.superuser.password
  return () => stack.stop()
}
