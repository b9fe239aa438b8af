/**
 * Applies SMTP settings from the environment to the app settings.
 *
 *   SMTP_HOST        host name or IP; when empty nothing is changed
 *   SMTP_PORT        default 587 (465 when SMTP_TLS=true)
 *   SMTP_USER        user name; empty = no SMTP authentication
 *   SMTP_PASSWORD    password
 *   SMTP_TLS         "true": implicit TLS (usually port 465); "false"
 *                    (default): plain connection, upgraded with STARTTLS when
 *                    the server offers it
 *   SMTP_AUTH_METHOD PLAIN (default) or LOGIN
 *   SMTP_LOCAL_NAME  optional host name sent with EHLO/HELO
 *
 * CommonJS module (pb_hooks `require`). Returns true when settings changed.
 */

function readEnv(name) {
  return String($os.getenv(name) || '').trim()
}

function parseBool(value, name) {
  const v = value.toLowerCase()
  if (v === '' || v === 'false' || v === '0' || v === 'no' || v === 'off') return false
  if (v === 'true' || v === '1' || v === 'yes' || v === 'on') return true
  throw new Error(`${name} must be true or false, got "${value}"`)
}

/** The SMTP settings the environment asks for, or null when SMTP_HOST is unset. */
function smtpConfigFromEnv() {
  const host = readEnv('SMTP_HOST')
  if (host === '') return null

  const tls = parseBool(readEnv('SMTP_TLS'), 'SMTP_TLS')
  const rawPort = readEnv('SMTP_PORT')
  const port = rawPort === '' ? (tls ? 465 : 587) : Number(rawPort)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got "${rawPort}"`)
  }

  const authMethod = readEnv('SMTP_AUTH_METHOD').toUpperCase() || 'PLAIN'
  if (authMethod !== 'PLAIN' && authMethod !== 'LOGIN') {
    throw new Error(`SMTP_AUTH_METHOD must be PLAIN or LOGIN, got "${authMethod}"`)
  }

  return {
    enabled: true,
    host: host,
    port: port,
    username: readEnv('SMTP_USER'),
    password: String($os.getenv('SMTP_PASSWORD') || ''),
    tls: tls,
    authMethod: authMethod,
    localName: readEnv('SMTP_LOCAL_NAME'),
  }
}

/** Said at start-up when no mail can go out, instead of every enquiry failing one by one later. */
function warnWhenMailIsOff(app) {
  if (app.settings().smtp.enabled) return
  const warning =
    'NO E-MAIL CAN BE SENT: SMTP_HOST is not set and no SMTP server is configured in the dashboard. ' +
    'Enquiries and sign-ups are stored, but their mails fail until SMTP is configured (see .env.example).'
  console.log(`\n*** ${warning} ***\n`)
  app.logger().error(warning)
}

function applySmtpFromEnv(app) {
  const wanted = smtpConfigFromEnv()
  if (wanted === null) {
    warnWhenMailIsOff(app)
    return false
  }

  const settings = app.settings()
  const current = settings.smtp
  const changed = Object.keys(wanted).some((key) => current[key] !== wanted[key])
  if (!changed) return false

  unmarshal({ smtp: wanted }, settings)
  app.save(settings)
  app.logger().info('SMTP settings applied from the environment', 'host', wanted.host, 'port', wanted.port, 'tls', wanted.tls)
  return true
}

/** The From of every mail the site sends: the sender of the app settings, named after the site. */
function sender(app) {
  const meta = app.settings().meta
  return { address: meta.senderAddress, name: meta.senderName || meta.appName }
}

module.exports = { applySmtpFromEnv, smtpConfigFromEnv, sender }
