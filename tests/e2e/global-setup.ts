import { startStack } from '../support/stack'

/** One real PocketBase serving the built site (dist/) with real migrations and hooks, and a mail catcher. */
export default async function globalSetup() {
  const stack = await startStack({ publicDir: 'dist' })
  process.env.BASE_URL = stack.pbUrl
  process.env.MAILBOX_URL = stack.mailbox.url
  return () => stack.stop()
}
