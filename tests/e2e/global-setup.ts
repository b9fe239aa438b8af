import { startOpenMeteoReplay } from '../support/open-meteo-replay'
import { startStack } from '../support/stack'

/** One real PocketBase serving the built site (dist/) with real migrations and hooks, and a mail catcher. */
export default async function globalSetup() {
  // X-Forwarded-For is trusted so each test can be its own client for the rate limiter.
  // The weather page's provider: a local server speaking the Open-Meteo protocol (weather.spec.ts).
  const replay = await startOpenMeteoReplay()
  const stack = await startStack({
    publicDir: 'dist',
    env: { PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', WEATHER_API_URL: `${replay.url}/v1/forecast` },
  }).catch(async (error: unknown) => {
    await replay.close()
    throw error
  })
  process.env.WEATHER_REPLAY_URL = replay.url
  process.env.BASE_URL = stack.pbUrl
  process.env.MAILBOX_URL = stack.mailbox.url
  // For specs that read or put content in place as the superuser (an uploaded video, enquiry counts).
  process.env.E2E_SUPERUSER_EMAIL = stack.superuser.email
  process.env.E2E_SUPERUSER_PASSWORD = stack.superuser.password
  return async () => {
    await stack.stop()
    await replay.close()
  }
}
