/**
 * Application settings kept in code.
 *
 * Read from the environment when this migration first runs (later changes
 * are made in the dashboard, or by a new migration):
 *   SITE_ORIGIN             public origin of the site (meta.appURL, used in
 *                           e-mail links); default http://127.0.0.1:8090
 *   MAIL_FROM               sender address of system e-mails;
 *                           default no-reply@parapro.test
 *   PB_TRUSTED_PROXY_HEADERS comma-separated client-IP headers set by the
 *                           reverse proxy in front of PocketBase, e.g.
 *                           "X-Forwarded-For" or "CF-Connecting-IP".
 *                           Empty (default) = use the connection's address.
 *                           Behind a proxy this MUST be set, otherwise every
 *                           visitor shares one rate-limit bucket; never set it
 *                           without a proxy, or clients can spoof their IP.
 *
 * SMTP is applied on every start from SMTP_* (pb_hooks/smtp.pb.js), not here.
 *
 * Rate limits (PocketBase's built-in limiter, per client IP; superusers are
 * never limited). Label grammar (unchanged in v0.40): "<collection>:<action>",
 * "*:<action>", "METHOD /path" and "/path/" prefixes. Collection actions:
 * list, view, create, update, delete, file, listAuthMethods, authRefresh,
 * auth (password, OAuth2 and OTP sign-in), authWithPassword, requestOTP,
 * authWithOTP, requestPasswordReset, confirmPasswordReset, ... Custom routes
 * (enquiries, newsletter) add their own "METHOD /api/site/..." rules in
 * their own migrations.
 */
const DEFAULT_RATE_LIMIT_RULES = [
  // sign-in attempts (password, OTP code, OAuth2): 5 a minute per IP and collection
  { label: '*:auth', audience: '', duration: 60, maxRequests: 5 },
  // e-mails sent on request: codes and password resets
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 3 },
  // record creation through the collection API
  { label: '*:create', audience: '', duration: 10, maxRequests: 20 },
  { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
  // everything else under /api/
  { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
]

// PocketBase's own defaults (core.NewSettings), restored by the down migration
const POCKETBASE_DEFAULTS = {
  meta: {
    appName: 'Acme',
    appURL: 'http://localhost:8090',
    senderName: 'Support',
    senderAddress: 'support@example.com',
  },
  trustedProxy: { headers: [], useLeftmostIP: false },
  rateLimits: {
    enabled: false,
    excludedIPs: [],
    rules: [
      { label: '*:auth', audience: '', maxRequests: 2, duration: 3 },
      { label: '*:create', audience: '', maxRequests: 20, duration: 5 },
      { label: '/api/batch', audience: '', maxRequests: 3, duration: 1 },
      { label: '/api/', audience: '', maxRequests: 300, duration: 10 },
    ],
  },
}

migrate(
  (app) => {
    const env = (name, fallback) => {
      const value = String($os.getenv(name) || '').trim()
      return value === '' ? fallback : value
    }

    const siteOrigin = env('SITE_ORIGIN', 'http://127.0.0.1:8090').replace(/\/+$/, '')
    const trustedHeaders = env('PB_TRUSTED_PROXY_HEADERS', '')
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '')

    const settings = app.settings()

    unmarshal(
      {
        meta: {
          appName: 'ParaPro Skydiving',
          appURL: siteOrigin,
          senderName: 'ParaPro Skydiving',
          senderAddress: env('MAIL_FROM', 'no-reply@parapro.test'),
        },
        trustedProxy: { headers: trustedHeaders, useLeftmostIP: false },
        rateLimits: {
          enabled: true,
          excludedIPs: [],
          rules: DEFAULT_RATE_LIMIT_RULES,
        },
      },
      settings,
    )

    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    unmarshal(POCKETBASE_DEFAULTS, settings)
    app.save(settings)
  },
)
