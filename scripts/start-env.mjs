// The environment `npm start` and `npm run dev` run with: .env.example, then .env, then the
// shell's own variables, each overriding the one before; an empty value counts as unset, so a
// blank line in .env.example (SMTP_HOST=) cannot switch off the local mail catcher. Then the
// defaults that make a fresh clone work: PocketBase on 8090, mail to the catcher.
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

function withoutEmpty(variables) {
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined && String(value).trim() !== ''))
}

/** `fileTexts`: the contents of the env files in order; `shell`: process.env. */
export function resolveStartEnv(fileTexts, shell) {
  const env = Object.assign({}, ...fileTexts.map((text) => withoutEmpty(parseEnv(text))), withoutEmpty(shell))
  const port = env.PORT ?? '8090'
  const siteUrl = `http://127.0.0.1:${port}`
  const defaults = {
    PORT: port,
    MAILDEV_SMTP_PORT: '1025',
    MAILDEV_WEB_PORT: '1080',
    PB_DATA_DIR: 'pb_data',
    SITE_ORIGIN: siteUrl,
    // npm start and npm run dev are for development: the settings record starts with example details
    SEED_EXAMPLE_FACTS: 'true',
  }
  const resolved = { ...defaults, ...env }
  // Mail goes to the local catcher unless an SMTP server is configured.
  resolved.SMTP_HOST ??= '127.0.0.1'
  if (resolved.SMTP_HOST === '127.0.0.1' && env.SMTP_PORT === undefined) resolved.SMTP_PORT = resolved.MAILDEV_SMTP_PORT
  resolved.POCKETBASE_URL = siteUrl
  return resolved
}

/** The environment from the repository's env files and the shell. */
export function startEnv(shell = process.env) {
  const texts = ['.env.example', '.env'].filter(existsSync).map((file) => readFileSync(file, 'utf8'))
  return resolveStartEnv(texts, shell)
}
